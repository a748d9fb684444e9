// The report form in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Please tell us briefly what is wrong.": "Cuéntanos brevemente qué está mal.",
  "Please keep it under 1,000 characters.": "Escríbelo en menos de 1000 caracteres.",
  "You have sent many reports today. Please try again tomorrow.": "Hoy has enviado muchas denuncias. Inténtalo de nuevo mañana.",
} satisfies Record<string, string>;
