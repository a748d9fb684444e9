// The events page in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Login Required": "Inicia sesión",
  "Please login to show interest in events": "Inicia sesión para marcar tu interés en los eventos",
  "Successfully updated local events!": "¡Eventos locales actualizados!",
  "Failed to update interest": "No se pudo actualizar tu interés",
  "This event does not exist.": "Este evento no existe.",
} satisfies Record<string, string>;
