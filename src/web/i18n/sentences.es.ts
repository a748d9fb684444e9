/**
 * The frame's fixed English sentences (sign-in and sign-up dialogs, membership, errors met anywhere: see
 * sentences.ts) in Spanish, keyed by the English text exactly as the code writes it. Each feature keeps its own
 * sentences beside its catalog (<area>.sentences.es.ts), registered by its Spanish pages, so a page only
 * downloads the sentences it can show. src/web/i18n/sentences.test.ts checks that every sentence the Spanish
 * journeys can meet is in one of them.
 */
export default {
  // Signing in and out, signing up, passwords.
  "Signed out": "Sesión cerrada",
  "See you soon!": "¡Hasta pronto!",
  "Welcome back!": "¡Bienvenido de nuevo!",
  "Successfully logged in to your VIP account.": "Has iniciado sesión en tu cuenta VIP.",
  "Login Failed": "No se pudo iniciar sesión",
  "Account created! Now complete your membership": "¡Cuenta creada! Ahora completa tu membresía",
  "Please complete payment to access all profiles.": "Completa el pago para acceder a todos los perfiles.",
  "Sign Up Failed": "No se pudo crear la cuenta",
  "Passwords don't match": "Las contraseñas no coinciden",
  "Please make sure your passwords match.": "Asegúrate de que las contraseñas coincidan.",
  "Full name required": "Falta el nombre completo",
  "Please enter your full name.": "Escribe tu nombre completo.",
  "Phone number required": "Falta el número de teléfono",
  "Please enter your phone number.": "Escribe tu número de teléfono.",
  "Please enter a valid phone number.": "Escribe un número de teléfono válido.",
  "Please enter your e-mail address.": "Escribe tu correo electrónico.",
  "That e-mail address is too long.": "Ese correo electrónico es demasiado largo.",
  "Please enter a valid e-mail address.": "Escribe un correo electrónico válido.",
  "Use at least 12 characters.": "Usa al menos 12 caracteres.",
  "Use at most 128 characters.": "Usa como máximo 128 caracteres.",
  "Please use at most 100 characters.": "Usa como máximo 100 caracteres.",
  "Your password must not be your e-mail address.": "Tu contraseña no puede ser tu correo electrónico.",
  "Please enter your password.": "Escribe tu contraseña.",
  "This password is too common. Please choose one that is harder to guess.": "Esta contraseña es demasiado común. Elige una más difícil de adivinar.",
  "Invalid e-mail or password.": "Correo electrónico o contraseña incorrectos.",
  "An account with this e-mail already exists. Log in instead.": "Ya existe una cuenta con este correo. Inicia sesión.",
  "This link is invalid or has expired. Please ask for a new one.": "Este enlace no es válido o ha caducado. Pide uno nuevo.",
  "This account has been disabled. Please reach us through the Contact page if you think this is a mistake.":
    "Esta cuenta está desactivada. Escríbenos desde la página de contacto si crees que es un error.",
  "Too many attempts. Please wait a few minutes and try again.": "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.",
  "Too many failed attempts for this account. Please wait 15 minutes or reset your password.":
    "Demasiados intentos fallidos en esta cuenta. Espera 15 minutos o restablece tu contraseña.",
  "We already sent several reset e-mails. Please check your inbox or try again later.":
    "Ya enviamos varios correos para restablecer la contraseña. Revisa tu bandeja de entrada o inténtalo más tarde.",
  "Reset Failed": "No se pudo restablecer",
  "Password changed": "Contraseña cambiada",
  "Log in with your new password.": "Inicia sesión con tu contraseña nueva.",
  // Membership.
  "Please log in to continue with VIP signup": "Inicia sesión para continuar con el registro VIP",
  "Please agree to the terms and conditions": "Acepta los términos y condiciones",
  "Failed to create checkout session. Please try again.": "No se pudo iniciar el pago. Inténtalo de nuevo.",
  "Please enter your first name.": "Escribe tu nombre.",
  "Please enter your last name.": "Escribe tu apellido.",
  "Please use your account's e-mail address.": "Usa el correo electrónico de tu cuenta.",
  "You are already a VIP member.": "Ya eres miembro VIP.",
  "You need to be logged in to subscribe.": "Tienes que iniciar sesión para suscribirte.",
  "Too many payment attempts. Please wait a little and try again.": "Demasiados intentos de pago. Espera un poco y vuelve a intentarlo.",
  "Please log in first": "Inicia sesión primero",
  "Checkout Error": "Error en el pago",
  "Failed to create checkout session": "No se pudo iniciar el pago",
  "Subscription Portal Error": "Error del portal de suscripción",
  "Failed to open subscription portal": "No se pudo abrir el portal de suscripción",
  "This is for VIP members. Upgrade to VIP to continue.": "Esto es para miembros VIP. Pásate a VIP para continuar.",
  "Checkout opened in a new tab": "El pago se abrió en una pestaña nueva",
  "This page updates as soon as your payment is confirmed.": "Esta página se actualizará en cuanto se confirme tu pago.",
  // Anywhere.
  Error: "Error",
  "Something went wrong. Please try again.": "Algo salió mal. Inténtalo de nuevo.",
  "An unexpected error occurred. Please try again.": "Ocurrió un error inesperado. Inténtalo de nuevo.",
  "We could not reach the server. Check your connection and try again.": "No pudimos conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.",
  "Please check the highlighted fields.": "Revisa los campos marcados.",
  "Please check what you typed and try again.": "Revisa lo que escribiste y vuelve a intentarlo.",
  "Something went wrong on our side. Please try again.": "Algo falló de nuestro lado. Inténtalo de nuevo.",
  "Wingmate is briefly unavailable. Please try again in a moment.": "Wingmate no está disponible por un momento. Inténtalo de nuevo en un momento.",
  "The service is busy. Please try again shortly.": "El servicio está ocupado. Inténtalo de nuevo en breve.",
  "Please log in to continue.": "Inicia sesión para continuar.",
  "You do not have access to this.": "No tienes acceso a esto.",
  "Text cannot contain null characters.": "El texto no puede contener caracteres nulos.",
  // Image uploads (profile picture, VIP photos, headshot): refusals any upload can meet.
  "This image has too many pixels (at most 16 megapixels). Please choose a smaller one.":
    "Esta imagen tiene demasiados píxeles (como máximo 16 megapíxeles). Elige una más pequeña.",
  "This image has too many pixels (at most 25 megapixels). Please choose a smaller one.":
    "Esta imagen tiene demasiados píxeles (como máximo 25 megapíxeles). Elige una más pequeña.",
  "We are processing many images right now. Please try again in a few seconds.":
    "Estamos procesando muchas imágenes en este momento. Vuelve a intentarlo en unos segundos.",
  "You have uploaded many images in a short time. Please wait a little and try again.":
    "Has subido muchas imágenes en poco tiempo. Espera un poco y vuelve a intentarlo.",
} satisfies Record<string, string>;
