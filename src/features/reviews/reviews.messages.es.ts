import type { Translation } from "../../shared/i18n/catalog.ts";
import type english from "./reviews.messages.en.ts";

export default {
  "reviewForm.prompt.title": "Comparte tu experiencia",
  "reviewForm.prompt.lead": "Solo los miembros pueden publicar reseñas.",
  "reviewForm.new": "Reseña sobre {name}",
  "reviewForm.update": "Actualiza tu reseña",
  "reviewForm.pending": "Tu reseña está pendiente de aprobación.",
  "reviewForm.rating": "Tu puntuación",
  "reviewForm.stars": "Puntuación en estrellas",
  "reviewForm.star": "{count, plural, one {# estrella} other {# estrellas}}",
  "reviewForm.text": "Tu reseña (opcional)",
  "reviewForm.submit": "Enviar reseña",
  "reviewForm.save": "Guardar cambios",
  "reviewForm.busy": "Enviando...",
} satisfies Translation<typeof english>;
