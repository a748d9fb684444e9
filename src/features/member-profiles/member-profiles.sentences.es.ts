// The member profiles (the manager and the viewer) in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Display name is required": "Falta el nombre visible",
  "Bio is required": "Falta la biografía",
  "Location is required": "Falta la ubicación",
  "Availability is required": "Falta la disponibilidad",
  "Interest already added": "Ese interés ya está añadido",
  "Maximum 3 images allowed": "Se permiten 3 imágenes como máximo",
  "Access denied. Only wing women and admins can view VIP profiles.": "Acceso denegado. Solo las wing women y los administradores pueden ver los perfiles VIP.",
  "Profile not found": "Perfil no encontrado",
  "Profile not found or access denied": "Perfil no encontrado o acceso denegado",
  "An error occurred while loading the profile": "Ocurrió un error al cargar el perfil",
  "You must be logged in to upload images": "Tienes que iniciar sesión para subir imágenes",
  "Failed to load profile": "No se pudo cargar el perfil",
  "Please save your profile before adding images.": "Guarda tu perfil antes de añadir imágenes.",
  "This image does not exist.": "Esta imagen no existe.",
  "You must be logged in to manage your VIP profile.": "Tienes que iniciar sesión para gestionar tu perfil VIP.",
  "Please upgrade to VIP to access profile features.": "Hazte VIP para usar las funciones del perfil.",
  "Publishing your profile needs VIP membership. You can still keep it private or delete it.":
    "Para publicar tu perfil necesitas ser miembro VIP. Puedes seguir manteniéndolo privado o borrarlo.",
} satisfies Record<string, string>;
