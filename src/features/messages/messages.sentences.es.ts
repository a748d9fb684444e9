// The message dialog, replies and their server messages in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Message Required": "Falta el mensaje",
  "Please enter a message before sending.": "Escribe un mensaje antes de enviarlo.",
  "Authentication Required": "Inicia sesión",
  "Please log in to send messages.": "Inicia sesión para enviar mensajes.",
  "Message Sent!": "¡Mensaje enviado!",
  "The companion will respond soon.": "El acompañante te responderá pronto.",
  "Failed to send message. Please try again.": "No se pudo enviar el mensaje. Inténtalo de nuevo.",
  "This conversation does not exist.": "Esta conversación no existe.",
  "You have sent many messages this hour. Please wait a little before sending more.":
    "Has enviado muchos mensajes en esta hora. Espera un poco antes de enviar más.",
} satisfies Record<string, string>;
