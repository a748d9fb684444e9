/**
 * A phone number as people type it: a + or a digit first, then digits, spaces and ( ) . - (7 to 25
 * characters). One rule for every form that asks for one (sign-up, bookings, VIP sign-up, franchise).
 */
export const PHONE_PATTERN = /^[+\d][\d\s().-]{6,24}$/;
/** Its message, by catalog id (the frame's catalog: "Please enter a valid phone number."). */
export const INVALID_PHONE = "form.invalidPhone";
