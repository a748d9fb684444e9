import type { Translation } from "../../shared/i18n/catalog.ts";
import type english from "./reports.messages.en.ts";

export default {
  "report.lead": "Cuéntanos qué pasó. Las denuncias son privadas; nuestro equipo revisa cada una.",
  "report.reason": "Motivo",
  "report.send": "Enviar denuncia",
  "report.sending": "Enviando...",
  "report.sent": "Denuncia enviada",
  "report.thanks": "Gracias. Nuestro equipo lo revisará.",
  "report.notSent": "No se pudo enviar la denuncia",
  "report.tryAgain": "Inténtalo de nuevo.",
  "report.error.reasonRequired": "Cuéntanos brevemente qué está mal.",
  "report.error.reasonTooLong": "Escríbelo en menos de 1000 caracteres.",
  "report.error.tooMany": "Hoy has enviado muchas denuncias. Inténtalo de nuevo mañana.",
} satisfies Translation<typeof english>;
