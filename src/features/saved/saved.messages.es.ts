import type { Translation } from "../../shared/i18n/catalog.ts";
import type english from "./saved.messages.en.ts";

export default {
  "saved.meta.title": "Perfiles guardados",
  "saved.meta.description": "Los perfiles de acompañantes que guardaste.",
  "saved.title": "Perfiles guardados",
  "saved.lead": "Los acompañantes que guardaste para más tarde.",
  "saved.loading": "Cargando…",
  "saved.logInLead": "Inicia sesión para ver los perfiles que guardaste.",
  "saved.logIn": "Iniciar sesión",
  "saved.membersOnly.title": "Solo para miembros VIP",
  "saved.membersOnly.lead": "Guardar perfiles es una función de la membresía VIP.",
  "saved.loadingList": "Cargando tus perfiles guardados…",
  "saved.none": "Todavía no has guardado ningún perfil.",
  "saved.browse": "Ver perfiles",
  "saved.remove": "Quitar",
  "saved.removeLabel": "Quitar a {name} de guardados",
  "saved.undo": "Deshacer",
  "saved.error.loginRequired": "Inicia sesión para guardar perfiles",
  "saved.error.membersOnly": "Solo los miembros pueden guardar perfiles",
  "saved.toast.saved": "Perfil guardado",
  "saved.toast.removed": "Perfil quitado de guardados",
  "saved.toast.failed": "No se pudo guardar el perfil",
  "saved.toast.loadFailed": "No se pudieron cargar los perfiles guardados",
  "saved.toast.removeFailed": "No se pudo quitar el perfil",
} satisfies Translation<typeof english>;
