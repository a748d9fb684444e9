// The hiring application in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Please enter your name": "Escribe tu nombre",
  "Please enter your email": "Escribe tu correo electrónico",
  "Please enter your phone number": "Escribe tu número de teléfono",
  "Please select at least one area where you can work": "Selecciona al menos una zona donde puedas trabajar",
  "Background check consent is required": "Debes aceptar la verificación de antecedentes",
  "Please accept the terms and conditions": "Acepta los términos y condiciones",
  "Please select maximum 5 personality traits": "Selecciona como máximo 5 rasgos de personalidad",
  "Application submitted successfully! We will review your application and contact you within 2 business days.":
    "¡Solicitud enviada! Revisaremos tu solicitud y te contactaremos en 2 días hábiles.",
  "Failed to submit application. Please try again.": "No se pudo enviar la solicitud. Inténtalo de nuevo.",
  "Please enter a valid email address": "Escribe un correo electrónico válido",
  "Please enter a valid phone number": "Escribe un número de teléfono válido",
  "Please upload your headshot again.": "Vuelve a subir tu foto.",
  "Image size must be less than 5MB": "La imagen debe pesar menos de 5 MB",
} satisfies Record<string, string>;
