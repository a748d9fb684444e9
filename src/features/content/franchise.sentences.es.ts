// The franchise enquiry form in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Enquiry sent!": "¡Solicitud enviada!",
  "Thank you. Our franchise team will call you within 2 business days.": "Gracias. Nuestro equipo de franquicias te llamará en 2 días hábiles.",
  "Enquiry not sent": "No se envió la solicitud",
  "Please check the form and try again.": "Revisa el formulario y vuelve a intentarlo.",
  "Please enter your name.": "Escribe tu nombre.",
  "Please write your name on one line.": "Escribe tu nombre en una sola línea.",
  "Which city would you like to open in?": "¿En qué ciudad te gustaría abrir?",
  "Please write the city on one line.": "Escribe la ciudad en una sola línea.",
  "Please keep it under 3,000 characters.": "Escríbelo en menos de 3000 caracteres.",
} satisfies Record<string, string>;
