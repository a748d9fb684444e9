import type { Translation } from "../../shared/i18n/catalog.ts";
import type english from "./legal.messages.en.ts";

/** The legal documents in Spanish: a translation for the reader's convenience; the English version governs. */
export default {
  "legal.effective": "Vigencia: {date}",
  "legal.updated": "Última actualización: {date}",
  "legal.contents": "Contenido",
  "legal.translation":
    "Esta traducción se ofrece para tu comodidad. Si difiere de la <0>versión en inglés</0>, prevalece la versión en inglés, que es la que rige.",

  "terms.meta.title": "Términos del servicio",
  "terms.meta.description":
    "Términos del servicio de Wingmate: requisitos, normas de conducta, pagos y cancelaciones de reservas, membresía VIP, responsabilidad y arbitraje en Florida.",
  "terms.title": "Términos del servicio",
  "terms.lead": "El acuerdo entre tú y Wingmate cuando usas nuestro sitio web, reservas un acompañante o te haces miembro VIP.",
  "terms.acceptance.title": "Aceptación de los términos",
  "terms.acceptance.1":
    "Te damos la bienvenida a Wingmate. Estos Términos del servicio (los «Términos») son un acuerdo entre tú y Wingmate («nosotros»). Al crear una cuenta, reservar una sesión, hacerte miembro VIP o usar de cualquier otra forma nuestro sitio web y nuestros servicios, aceptas estos Términos. Si no estás de acuerdo, no uses Wingmate.",
  "terms.acceptance.2":
    "Léelos con atención. La sección 13 contiene un acuerdo de arbitraje vinculante y una renuncia a demandas colectivas que afectan a cómo se resuelven las disputas entre nosotros.",
  "terms.service.title": "Descripción del servicio",
  "terms.service.1":
    "Wingmate ofrece coaching social, desarrollo de la seguridad en uno mismo y compañía en lugares públicos de todo el sur de Florida. Nuestras «wing women» y nuestros «wing men» te ayudan a sentirte a gusto en situaciones sociales, ya sea practicando la conversación, conociendo gente nueva o simplemente teniendo buena compañía para una salida.",
  "terms.service.2":
    "El servicio es <0>estrictamente sin contenido sexual</0>. Los acompañantes son contratistas independientes, no empleados de Wingmate, y todos tienen al menos 21 años.",
  "terms.service.3":
    "La membresía VIP cuesta {price} al mes y da acceso a todos los perfiles de acompañantes, a los mensajes con acompañantes, a los perfiles guardados y a las reseñas.",
  "terms.eligibility.title": "Requisitos",
  "terms.eligibility.1":
    "Debes tener 18 años o más para crear una cuenta o usar Wingmate. Los acompañantes deben tener 21 años o más. Al usar el servicio confirmas que cumples estos requisitos y que tienes capacidad legal para celebrar este acuerdo.",
  "terms.account-security.title": "Seguridad de la cuenta",
  "terms.account-security.1.1": "Proporciona información exacta y actual al registrarte y mantenla al día.",
  "terms.account-security.1.2": "Mantén tu contraseña en secreto y no compartas tu cuenta con nadie.",
  "terms.account-security.1.3": "Verifica tu correo electrónico cuando te lo pidamos; algunas funciones solo están disponibles después de la verificación.",
  "terms.account-security.1.4": "Avísanos cuanto antes desde nuestra <1>página de contacto</1> si crees que alguien ha usado tu cuenta sin tu permiso.",
  "terms.account-security.2":
    "Puedes cerrar tus sesiones en cualquier momento. Eres responsable de la actividad que ocurra en tu cuenta. Podemos desactivar cualquier cuenta que incumpla estos Términos.",
  "terms.user-conduct.title": "Conducta del usuario",
  "terms.user-conduct.1": "Queremos que cada encuentro sea seguro y agradable. Cuando usas Wingmate, te comprometes a:",
  "terms.user-conduct.2.1": "Tratar a los acompañantes, al personal y a los demás miembros con cortesía y respeto.",
  "terms.user-conduct.2.2": "Reunirte solo en lugares públicos, como restaurantes, bares, lounges, cafés y eventos.",
  "terms.user-conduct.2.3": "Respetar los límites personales y pedir consentimiento; un «no» siempre significa no.",
  "terms.user-conduct.2.4": "No acosar, amenazar, perseguir, intimidar ni discriminar nunca a nadie.",
  "terms.user-conduct.2.5": "Seguir las normas del lugar y todas las leyes aplicables.",
  "terms.user-conduct.3": "Un acompañante puede terminar una sesión en cualquier momento si no se siente seguro o si no se respetan estas normas.",
  "terms.payment.title": "Condiciones de pago",
  "terms.payment.1":
    "<0>Reservas:</0> las sesiones se pagan en línea con tarjeta al reservar. Te guardamos la hora elegida durante {holdMinutes} minutos mientras pagas; si el pago no se completa en ese tiempo, la reserva provisional caduca, la hora se libera y no se cobra nada. Tu reserva queda confirmada en cuanto se acepta el pago, y te enviamos por correo un recibo con una invitación de calendario. La consulta inicial es gratuita.",
  "terms.payment.2": "<0>Paquetes de varios días y personalizados:</0> {byRequest}",
  "terms.payment.3":
    "<0>Cancelación, cambios de hora y reembolsos:</0> {policy} Los reembolsos se hacen completos a la tarjeta con la que pagaste, a través de nuestro proveedor de pagos; tu banco puede tardar de 5 a 10 días hábiles en reflejarlos. Si nosotros tenemos que cancelar una sesión, por cualquier motivo, recibes un reembolso completo.",
  "terms.payment.4":
    "<0>Membresía VIP:</0> la membresía VIP cuesta {price} al mes y se renueva automáticamente cada mes hasta que la canceles. Puedes cancelarla cuando quieras desde la <2>configuración de tu cuenta</2>; tu membresía sigue activa hasta el final del mes que ya pagaste. La membresía VIP incluye una garantía de devolución del dinero de 30 días, contados desde tu primer pago.",
  "terms.payment.5":
    "Los pagos los procesa de forma segura Stripe. Nunca vemos ni guardamos el número completo de tu tarjeta. Todos los precios están en dólares estadounidenses (USD).",
  "terms.prohibited.title": "Actividades prohibidas",
  "terms.prohibited.1": "No se permite lo siguiente en Wingmate ni a través de Wingmate:",
  "terms.prohibited.2.1": "Pedir, ofrecer u organizar cualquier tipo de servicio sexual. Esto es motivo de cierre inmediato de tu cuenta.",
  "terms.prohibited.2.2": "Cualquier actividad ilegal.",
  "terms.prohibited.2.3": "Encuentros en domicilios particulares o habitaciones de hotel.",
  "terms.prohibited.2.4": "Cualquier tipo de solicitación.",
  "terms.prohibited.2.5": "Consumir, ofrecer o pedir drogas ilegales.",
  "terms.prohibited.2.6": "Grabar o fotografiar a alguien sin su consentimiento.",
  "terms.prohibited.2.7": "Contactar a los acompañantes para organizar encuentros pagados fuera de la plataforma Wingmate.",
  "terms.prohibited.2.8": "Extraer o recopilar datos del sitio por medios automatizados.",
  "terms.prohibited.2.9": "Crear cuentas falsas o hacerse pasar por otra persona.",
  "terms.privacy.title": "Privacidad",
  "terms.privacy.1":
    "Tu privacidad nos importa. Nuestra <3>Política de privacidad</3> explica qué información recopilamos, cómo la usamos y qué opciones tienes. Forma parte de estos Términos.",
  "terms.intellectual-property.title": "Propiedad intelectual",
  "terms.intellectual-property.1":
    "El nombre Wingmate, el logotipo, el diseño del sitio web, los textos, los gráficos y el software pertenecen a Wingmate o a sus licenciantes y están protegidos por las leyes de propiedad intelectual. Puedes usar el sitio solo para fines personales y no comerciales. No puedes copiar, modificar, distribuir ni crear obras basadas en nuestro contenido sin nuestro permiso por escrito.",
  "terms.intellectual-property.2":
    "Cuando publicas contenido, como una reseña o un perfil de miembro, sigue siendo tuyo y nos concedes una licencia no exclusiva y sin regalías para mostrarlo en Wingmate mientras esté publicado.",
  "terms.disclaimers.title": "Exenciones y limitación de responsabilidad",
  "terms.disclaimers.1":
    "Wingmate se ofrece «tal cual» y «según disponibilidad». En la medida máxima permitida por la ley, no otorgamos garantías de ningún tipo, expresas ni implícitas. No podemos garantizar ningún resultado concreto de una sesión, incluido un resultado romántico, ni garantizamos que el sitio esté siempre disponible o libre de errores.",
  "terms.disclaimers.2":
    "En la medida máxima permitida por la ley, Wingmate no es responsable de daños indirectos, incidentales, especiales ni consecuentes. Nuestra responsabilidad total ante ti por cualquier reclamación se limita a la mayor de estas cantidades: (a) el importe total que pagaste a Wingmate en los 12 meses anteriores a la reclamación, o (b) $100.",
  "terms.disclaimers.3": "Nada en estos Términos limita la responsabilidad que no pueda limitarse según la ley de Florida.",
  "terms.indemnification.title": "Indemnización",
  "terms.indemnification.1":
    "Aceptas defender, indemnizar y eximir de responsabilidad a Wingmate y a sus propietarios, personal y acompañantes frente a cualquier reclamación, pérdida, daño y costo (incluidos honorarios razonables de abogados) que se derive de tu incumplimiento de estos Términos, de tu mal uso del servicio o de tu violación de cualquier ley o de los derechos de otra persona.",
  "terms.termination.title": "Terminación",
  "terms.termination.1":
    "Puedes eliminar tu cuenta en cualquier momento desde la <2>configuración de tu cuenta</2>. Podemos suspender o cerrar tu cuenta, con o sin aviso, si incumples estos Términos o si creemos que tu uso de Wingmate pone en riesgo a los acompañantes, a los miembros o a nuestro negocio.",
  "terms.termination.2":
    "Las secciones que por su naturaleza deban seguir vigentes después de la terminación, incluidas las obligaciones de pago, las exenciones, la limitación de responsabilidad, la indemnización y el arbitraje, seguirán en vigor.",
  "terms.governing-law.title": "Ley aplicable y arbitraje",
  "terms.governing-law.1": "Estos Términos se rigen por las leyes del estado de Florida, sin tener en cuenta sus normas sobre conflicto de leyes.",
  "terms.governing-law.2":
    "Cualquier disputa entre tú y Wingmate se resolverá mediante arbitraje vinculante de forma individual, celebrado en el condado de Miami-Dade, Florida. Tanto tú como Wingmate renuncian al derecho a un juicio con jurado y aceptan no iniciar ni participar en ninguna demanda colectiva, arbitraje colectivo ni otro procedimiento representativo.",
  "terms.governing-law.3":
    "En su lugar, cualquiera de las partes puede presentar una reclamación individual ante un tribunal de reclamos menores, siempre que la reclamación cumpla los requisitos y permanezca allí.",
  "terms.changes.title": "Cambios en estos Términos",
  "terms.changes.1":
    "Podemos actualizar estos Términos de vez en cuando. Cuando hagamos un cambio importante, te avisaremos por correo electrónico o con un aviso en el sitio antes de que entre en vigor, y actualizaremos la fecha de «Última actualización» de arriba. Si sigues usando Wingmate después de que el cambio entre en vigor, aceptas los Términos actualizados.",
  "terms.severability.title": "Divisibilidad",
  "terms.severability.1":
    "Si alguna parte de estos Términos se considera inválida o inaplicable, esa parte se limitará o eliminará en la menor medida necesaria, y el resto de los Términos seguirá plenamente vigente.",
  "terms.contact.title": "Contáctanos",
  "terms.contact.1": "¿Tienes preguntas sobre estos Términos? Con gusto te ayudamos.",
  "terms.contact.2.1": "En línea: desde nuestra <1>página de contacto</1>",
  "terms.contact.2.2": "Por correo postal: Wingmate, Miami, Florida",
  "terms.contact.2.3": "Horario: {hours} todos los días, hora de Florida",

  "privacy.meta.title": "Política de privacidad",
  "privacy.meta.description":
    "Qué recopila Wingmate, para qué, con quién lo comparte y cómo descargar o eliminar tus datos. Solo cookies esenciales; nunca vendemos información personal.",
  "privacy.title": "Política de privacidad",
  "privacy.lead": "Qué recopilamos, por qué lo recopilamos y el control que tienes sobre tu información en Wingmate.",
  "privacy.intro":
    "Wingmate («nosotros») ofrece coaching social y compañía en lugares públicos de todo el sur de Florida. Solo recopilamos lo que necesitamos para prestar el servicio y nunca vendemos tu información personal. Esta política explica los detalles con palabras sencillas.",
  "privacy.information-we-collect.title": "Información que recopilamos",
  "privacy.information-we-collect.1": "Según cómo uses Wingmate, recopilamos la siguiente información.",
  "privacy.information-we-collect.2": "Tu cuenta",
  "privacy.information-we-collect.3":
    "Tu nombre completo, correo electrónico, número de teléfono y contraseña. Nunca guardamos la contraseña en sí; solo guardamos un hash argon2id de ella, que no puede convertirse de nuevo en la contraseña.",
  "privacy.information-we-collect.4": "Tu perfil",
  "privacy.information-we-collect.5": "Nombre y apellido, número de teléfono, código postal, una breve biografía y una imagen de avatar, si los agregas.",
  "privacy.information-we-collect.6": "Perfil público de miembro",
  "privacy.information-we-collect.7":
    "Si creas un perfil de miembro, guardamos tu nombre visible, biografía, ubicación, edad, intereses y hasta 3 imágenes. También puedes agregar un número de teléfono o un correo electrónico; los demás solo los ven si decides mostrarlos.",
  "privacy.information-we-collect.8": "Reservas y solicitudes de consulta",
  "privacy.information-we-collect.9": "Tu nombre, correo electrónico, número de teléfono, fechas preferidas, ubicación y cualquier petición que hagas.",
  "privacy.information-we-collect.10": "Mensajes y reseñas",
  "privacy.information-we-collect.11": "Los mensajes que intercambias con los acompañantes y las reseñas que escribes.",
  "privacy.information-we-collect.12": "Solicitudes de empleo",
  "privacy.information-we-collect.13": "Si te postulas para trabajar con nosotros, los datos de tu solicitud, incluida tu foto.",
  "privacy.information-we-collect.14": "Intereses en eventos",
  "privacy.information-we-collect.15": "Los eventos que nos dices que te interesan.",
  "privacy.information-we-collect.16": "Generador de rizz",
  "privacy.information-we-collect.17": "Lo que escribes en el generador de rizz se usa para crear frases de conversación para ti. No se guarda con tu cuenta.",
  "privacy.information-we-collect.18": "Información técnica",
  "privacy.information-we-collect.19":
    "Una cookie de sesión que mantiene tu sesión iniciada, y la dirección IP y el agente de usuario del navegador registrados con cada inicio de sesión. También guardamos contadores de límite de uso de corta duración para proteger el sitio contra abusos.",
  "privacy.how-we-use.title": "Cómo usamos la información",
  "privacy.how-we-use.1": "Usamos tu información para:",
  "privacy.how-we-use.2.1": "Crear y proteger tu cuenta y mantener tu sesión iniciada.",
  "privacy.how-we-use.2.2": "Organizar, confirmar y gestionar tus reservas y solicitudes de consulta.",
  "privacy.how-we-use.2.3": "Ofrecer la membresía VIP, los mensajes, los perfiles guardados, las reseñas y los perfiles de miembros.",
  "privacy.how-we-use.2.4": "Procesar pagos, reembolsos y cancelaciones.",
  "privacy.how-we-use.2.5": "Enviarte correos del servicio, como verificaciones, confirmaciones de reserva y avisos de la cuenta.",
  "privacy.how-we-use.2.6": "Revisar las solicitudes de empleo.",
  "privacy.how-we-use.2.7": "Mantener el servicio seguro, prevenir el fraude y el abuso, y hacer cumplir nuestros Términos del servicio.",
  "privacy.how-we-use.2.8": "Responder a tus preguntas y cumplir nuestras obligaciones legales y contables.",
  "privacy.how-we-share.title": "Cómo compartimos la información",
  "privacy.how-we-share.1": "Solo compartimos información cuando es necesario para prestar el servicio:",
  "privacy.how-we-share.2.1": "<0>Los acompañantes</0> ven los mensajes que les envías y los datos de las reservas hechas con ellos.",
  "privacy.how-we-share.2.2": "<0>Stripe</0>, nuestro procesador de pagos, gestiona los pagos con tu tarjeta.",
  "privacy.how-we-share.2.3": "<0>Nuestro proveedor de envío de correo</0> envía los correos que te escribimos.",
  "privacy.how-we-share.2.4": "<0>Nuestro proveedor de almacenamiento de archivos</0> guarda las imágenes subidas, como avatares, imágenes de perfil y fotos.",
  "privacy.how-we-share.2.5": "<0>Las autoridades</0>, cuando la ley nos obliga o para proteger la seguridad de alguien.",
  "privacy.how-we-share.3": "<0>Nunca vendemos tu información personal.</0>",
  "privacy.data-security.title": "Seguridad de los datos",
  "privacy.data-security.1": "Tomamos medidas razonables para proteger tu información, entre ellas:",
  "privacy.data-security.2.1": "Cifrado HTTPS en todo el tráfico entre tu navegador y Wingmate.",
  "privacy.data-security.2.2": "Contraseñas guardadas solo como hashes argon2id.",
  "privacy.data-security.2.3": "Almacenamiento privado para las fotos de las solicitudes de empleo, que nunca son accesibles al público.",
  "privacy.data-security.2.4": "Acceso a los datos personales limitado al personal que lo necesita.",
  "privacy.data-security.2.5": "Un registro de auditoría de las acciones administrativas.",
  "privacy.data-security.3":
    "Ningún sistema es perfectamente seguro, pero trabajamos duro para mantener tu información a salvo y actuaremos rápido si algo sale mal.",
  "privacy.your-rights.title": "Tus derechos",
  "privacy.your-rights.1": "Tú tienes el control de tu información:",
  "privacy.your-rights.2.1":
    "<0>Acceso y descarga:</0> usa «Descargar mis datos» en la <2>configuración de tu cuenta</2> para obtener una copia de tus datos en un archivo JSON.",
  "privacy.your-rights.2.2": "<0>Corrección:</0> actualiza los datos de tu perfil en cualquier momento.",
  "privacy.your-rights.2.3":
    "<0>Eliminación:</0> elimina tu cuenta desde la <2>configuración de tu cuenta</2>. Primero se cancela tu membresía con nuestro proveedor de pagos, para que no se te vuelva a cobrar, y después se eliminan tu perfil, tus imágenes, tus perfiles guardados, tus mensajes, tu perfil de miembro y cualquier solicitud de consulta, solicitud de empleo o solicitud de franquicia. Las reseñas que escribiste se muestran sin tu nombre, y los reportes que enviaste se conservan sin tu nombre ni tus palabras. Los registros de reservas y pagos se conservan para la contabilidad hasta 7 años, sin tu nombre, tus datos de contacto ni ningún vínculo con tu cuenta.",
  "privacy.your-rights.3": "También puedes hacer cualquiera de estas solicitudes desde nuestra <1>página de contacto</1>. Respondemos en 30 días.",
  "privacy.cookies.title": "Cookies",
  "privacy.cookies.1":
    "Solo usamos cookies esenciales. La que importa es la cookie de sesión <5>wingmate.session_token</5> (llamada <5>__Host-wingmate.session_token</5> en HTTPS), que mantiene tu sesión iniciada. Es HttpOnly, así que los scripts de la página no pueden leerla, usa SameSite=Lax y dura 30 días, renovándose mientras usas el sitio.",
  "privacy.cookies.2":
    "Dos cookies de preferencias no contienen datos personales y duran un año: <5>wingmate-language</5> recuerda el idioma que elegiste cuando te ofrecimos el otro, y <5>wingmate-fonts</5> indica a nuestras páginas que tu navegador ya abrió una antes, para que usen nuestras tipografías desde entonces.",
  "privacy.cookies.3": "No usamos cookies de publicidad ni de analítica, ni píxeles de seguimiento.",
  "privacy.third-party-services.title": "Servicios de terceros",
  "privacy.third-party-services.1.1": "<0>Stripe</0> procesa los pagos. Nunca vemos el número completo de tu tarjeta.",
  "privacy.third-party-services.1.2": "<0>Un proveedor de correo SMTP</0> entrega nuestros correos.",
  "privacy.third-party-services.1.3": "<0>Un almacenamiento de objetos</0> guarda las imágenes subidas.",
  "privacy.third-party-services.1.4":
    "<0>Un proveedor de texto con IA</0> puede usarse para generar frases de rizz cuando está configurado. Solo se envían los datos del formulario, nunca tu identidad.",
  "privacy.third-party-services.1.5": "<0>Los eventos</0> se recopilan de las páginas públicas de los locales.",
  "privacy.third-party-services.2":
    "Estos proveedores tratan los datos según sus propias políticas de privacidad y solo en la medida necesaria para prestarnos servicio.",
  "privacy.children.title": "Privacidad de los menores",
  "privacy.children.1":
    "Wingmate no es para menores de 18 años, y no recopilamos a sabiendas información de menores. Si descubrimos que un menor de 18 años nos ha dado información personal, la eliminamos. Si crees que esto ha ocurrido, <1>contáctanos</1>.",
  "privacy.data-retention.title": "Conservación de los datos",
  "privacy.data-retention.1.1": "Los datos de la cuenta se conservan mientras exista tu cuenta y se eliminan cuando la eliminas.",
  "privacy.data-retention.1.2": "Las copias de los correos que te enviamos se eliminan 30 días después de enviarse, y de inmediato cuando eliminas tu cuenta.",
  "privacy.data-retention.1.3": "Los contadores de límite de uso se eliminan en cuanto termina su periodo.",
  "privacy.data-retention.1.4":
    "El registro de una sesión (con su dirección IP y su navegador) termina cuando cierras la sesión, cuando cambias tu contraseña o tras 30 días sin uso.",
  "privacy.data-retention.1.5": "Los registros de reservas y pagos se conservan durante el tiempo que exige la ley fiscal.",
  "privacy.international-transfers.title": "Transferencias internacionales de datos",
  "privacy.international-transfers.1":
    "Tu información se guarda en los Estados Unidos. Si usas Wingmate desde fuera de los Estados Unidos, tu información se transferirá a los Estados Unidos y se tratará allí.",
  "privacy.california.title": "Derechos de privacidad en California",
  "privacy.california.1":
    "Si resides en California, la Ley de Privacidad del Consumidor de California, modificada por la Ley de Derechos de Privacidad de California (CCPA/CPRA), te da derecho a:",
  "privacy.california.2.1": "Saber qué información personal recopilamos, usamos y divulgamos.",
  "privacy.california.2.2": "Eliminar tu información personal.",
  "privacy.california.2.3": "Corregir información personal inexacta.",
  "privacy.california.2.4":
    "Excluirte de la venta o el intercambio de tu información personal. No vendemos tu información personal ni la compartimos para publicidad conductual entre contextos.",
  "privacy.california.3":
    "No te discriminaremos por ejercer ninguno de estos derechos. Para hacer una solicitud, usa tu página de perfil o nuestra <1>página de contacto</1>.",
  "privacy.changes.title": "Cambios en esta política",
  "privacy.changes.1":
    "Podemos actualizar esta política a medida que cambie nuestro servicio. Cuando hagamos un cambio importante, te lo diremos por correo electrónico o con un aviso en el sitio, y actualizaremos la fecha de «Última actualización» de arriba. Consulta también nuestros <4>Términos del servicio</4>.",
  "privacy.contact.title": "Contáctanos",
  "privacy.contact.1": "¿Tienes preguntas o solicitudes sobre tu privacidad? Estamos para ayudarte.",
  "privacy.contact.2.1": "En línea: desde nuestra <1>página de contacto</1>",
  "privacy.contact.2.2": "Por correo postal: Wingmate, Miami, Florida",
} satisfies Translation<typeof english>;
