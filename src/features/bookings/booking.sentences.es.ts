// The booking form and its server messages in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Missing Information": "Falta información",
  "Please fill in all required fields.": "Completa todos los campos obligatorios.",
  "Please choose a valid date.": "Elige una fecha válida.",
  "Please choose today or a later date.": "Elige hoy o una fecha posterior.",
  "Please choose a time at least 2 hours from now.": "Elige una hora con al menos 2 horas de antelación.",
  "You already have a free Initial Consultation booked. Cancel it first to choose another time.":
    "Ya tienes reservada una consulta inicial gratuita. Cancélala primero para elegir otra hora.",
  "The time held for you has lapsed. Please book again.": "La hora que te reservamos ha caducado. Vuelve a reservar.",
  "The time held for you lapsed before it was confirmed. Please book again.": "La hora que te guardamos caducó antes de confirmarse. Vuelve a reservar.",
  "This booking can no longer be confirmed.": "Esta reserva ya no se puede confirmar.",
  "This time is already booked. Please choose another slot.": "Esa hora ya está reservada. Elige otra hora.",
  "This time is outside the companion's hours. Please choose another slot.": "Esa hora está fuera del horario del acompañante. Elige otra hora.",
  "Bookings open up to 90 days ahead. Please choose an earlier date.": "Se puede reservar con hasta 90 días de antelación. Elige una fecha anterior.",
  "This companion does not exist.": "Este acompañante no existe.",
  "Too many requests. Please wait a little and try again.": "Demasiadas solicitudes. Espera un poco y vuelve a intentarlo.",
  "Too many payment attempts for this booking. Please wait a little and try again.":
    "Demasiados intentos de pago para esta reserva. Espera un poco y vuelve a intentarlo.",
} satisfies Record<string, string>;
