import type { Translation } from "../../shared/i18n/catalog.ts";
import type english from "./safety.messages.en.ts";

export default {
  "safety.title": "Control de seguridad",
  "safety.intro": "Toca «Sesión iniciada» al encontrarte con tu cliente y «Terminó sin novedad» al irte. Si falta alguno, el equipo te llama.",
  "safety.opensAt": "El control se abre a las {time}.",
  "safety.started": "Sesión iniciada",
  "safety.ended": "Terminó sin novedad",
  "safety.startedAt": "Iniciada a las {time}",
  "safety.endedAt": "Terminó sin novedad a las {time}. ¡Gracias!",
  "safety.emergency": "Emergencia",
  "safety.emergency.question": "¿Avisar ahora al equipo de Wingmate? Verán el lugar de esta sesión y llamarán a tu teléfono.",
  "safety.emergency.confirm": "Sí, avisar al equipo ahora",
  "safety.emergency.call": "Llamar al {number}",
  "safety.emergency.alerted": "Avisamos al equipo a las {time} y te está llamando. Si estás en peligro, llama ahora al {number}.",
  "safety.done.started": "Sesión iniciada: que vaya muy bien.",
  "safety.done.ended": "Terminó sin novedad: gracias.",
  "safety.done.alerted": "Avisamos al equipo y te está llamando. Si estás en peligro, llama ahora al {number}.",
  "safety.failed": "No se pudo registrar. Inténtalo de nuevo o llama al equipo.",
  "safety.error.notFound": "Esta sesión no existe.",
  "safety.error.notConfirmed": "Solo una sesión confirmada tiene control de seguridad.",
  "safety.error.tooEarly": "El control se abre {minutes} minutos antes de que empiece la sesión.",
  "safety.error.closed": "El control de esta sesión ya se cerró.",
  "safety.error.notStarted": "Toca primero «Sesión iniciada»: una sesión termina después de haber empezado.",
} satisfies Translation<typeof english>;
