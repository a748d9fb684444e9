// The review form in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Rating required": "Falta la puntuación",
  "Please select a star rating.": "Elige una puntuación en estrellas.",
  "Please log in": "Inicia sesión",
  "You need to be logged in to submit a review.": "Tienes que iniciar sesión para publicar una reseña.",
  "Membership required": "Membresía necesaria",
  "Only members can submit reviews.": "Solo los miembros pueden publicar reseñas.",
  "Review submitted!": "¡Reseña enviada!",
  "Your review has been submitted and is pending admin approval.": "Tu reseña se envió y está pendiente de aprobación.",
  "Failed to submit review. Please try again.": "No se pudo enviar la reseña. Inténtalo de nuevo.",
  "Please keep your review under 2,000 characters.": "Escribe tu reseña en menos de 2000 caracteres.",
  "Please wait a little": "Espera un poco",
  "You have sent several reviews this hour. Please try again later.": "Has enviado varias reseñas en esta hora. Inténtalo de nuevo más tarde.",
} satisfies Record<string, string>;
