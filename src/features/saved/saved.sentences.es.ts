// The saved profiles in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Please log in to save profiles": "Inicia sesión para guardar perfiles",
  "Only members can save profiles": "Solo los miembros pueden guardar perfiles",
  "Profile saved successfully": "Perfil guardado",
  "Profile removed from saved": "Perfil quitado de guardados",
  "Failed to save profile": "No se pudo guardar el perfil",
  "Failed to load saved profiles": "No se pudieron cargar los perfiles guardados",
  "Failed to remove profile": "No se pudo quitar el perfil",
} satisfies Record<string, string>;
