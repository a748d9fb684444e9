// The account settings in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Please enter your current password.": "Escribe tu contraseña actual.",
  "Please enter your password to confirm.": "Escribe tu contraseña para confirmar.",
  "Your current password is not correct.": "Tu contraseña actual no es correcta.",
  "Please select an image file": "Selecciona un archivo de imagen",
  "First name must be at most 60 characters.": "El nombre debe tener como máximo 60 caracteres.",
  "Last name must be at most 60 characters.": "El apellido debe tener como máximo 60 caracteres.",
  "Bio must be at most 1000 characters.": "La biografía debe tener como máximo 1000 caracteres.",
  "Use a country code like +1.": "Usa un código de país como +1.",
  "Use a ZIP code like 33139.": "Usa un código postal como 33139.",
  "You have no subscription to manage yet.": "Todavía no tienes una suscripción que gestionar.",
  "Your membership is complimentary: there is no payment to manage.": "Tu membresía es de cortesía: no hay pagos que gestionar.",
} satisfies Record<string, string>;
