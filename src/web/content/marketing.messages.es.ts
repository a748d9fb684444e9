import type { Translation } from "../../shared/i18n/catalog.ts";
import type english from "./marketing.messages.en.ts";

export default {
  "figures.label": "Wingmate en cifras",
  "figures.companions": "Acompañantes",
  "figures.areas": "Zonas en el sur de Florida",
  "figures.successRate": "Tasa de éxito",
  "figures.wingWomen": "Wing women",
  "figures.satisfaction": "Satisfacción de clientes",
  "figures.support": "Días a la semana de atención, de 9 AM a 11 PM",

  "service.companion.title": "Acompañante social",
  "service.companion.text": "Una compañía amable y segura para cenas, fiestas y salidas nocturnas, para que nunca llegues solo.",
  "service.event.title": "Pareja para eventos",
  "service.event.text": "Llega a bodas, galas y eventos de trabajo con alguien que conoce la etiqueta y te hace sentir cómodo.",
  "service.guide.title": "Guía de la ciudad",
  "service.guide.text": "Descubre Miami, Fort Lauderdale y las playas con alguien local que sabe dónde surgen las buenas conversaciones.",
  "service.dating.title": "Coaching para citas",
  "service.dating.text": "Comentarios honestos y amables, y coaching práctico antes, durante y después de una cita.",
  "service.conversation.title": "Práctica de conversación",
  "service.conversation.text": "Practica cómo iniciar una conversación y la charla casual en lugares reales hasta que te salga natural.",
  "service.confidence.title": "Confianza personal",
  "service.confidence.text": "Sesiones paso a paso que construyen una confianza social duradera, a tu ritmo.",

  "step.browse.title": "Explora los perfiles",
  "step.browse.text": "Conoce a nuestras wing women y wing men y encuentra a la persona ideal para tus objetivos.",
  "step.consultation.title": "Consulta inicial",
  "step.consultation.text": "Una conversación gratuita de 30 minutos sobre tus objetivos y el plan de tus sesiones.",
  "step.book.title": "Reserva tu sesión",
  "step.book.text": "Elige un paquete, una fecha y una hora; recibirás una confirmación y una invitación de calendario.",
  "step.enjoy.title": "Disfruta la experiencia",
  "step.enjoy.text": "Sal, diviértete y vuelve con más confianza y un repaso de lo que funcionó.",

  "home.meta.title": "Wing Women y Wing Men en el sur de Florida",
  "home.meta.description":
    "Coaching social, confianza personal y compañía en lugares públicos de todo el sur de Florida. Estrictamente no sexual; acompañantes mayores de 21 años.",
  "home.hero.kicker": "Sur de Florida · Acompañantes mayores de 21",
  "home.hero.title": "Tu wing woman para cada momento social",
  "home.hero.lead":
    "Coaching social, confianza personal y buena compañía en lugares públicos, de Miami Beach a Las Olas. Estrictamente no sexual, siempre con respeto.",
  "home.hero.browse": "Ver perfiles",
  "home.hero.services": "Nuestros servicios",
  "home.services.title": "Lo que ofrecemos",
  "home.steps.title": "Cómo funciona",

  "about.meta.title": "Quiénes somos",
  "about.meta.description":
    "Por qué existe Wingmate: coaching social y buena compañía en los lugares públicos del sur de Florida, de la mano de personas que creen que la confianza se aprende.",
  "about.kicker": "Nuestra historia",
  "about.title": "Nadie debería perderse una buena noche",
  "about.lead":
    "Wingmate nació en Miami de una observación sencilla: muchas personas amables e interesantes se pierden salidas, eventos de networking y primeras citas porque entrar solo a un lugar cuesta. Un amigo que conoce el ambiente lo cambia todo.",
  "about.story.title": "De una wing woman a un equipo en todo el sur de Florida",
  "about.story.1":
    "Nuestra fundadora fue durante años la amiga a la que todos invitaban: la que empezaba las conversaciones, presentaba a la gente y convertía una noche incómoda en una divertida. Amigos de amigos empezaron a pedirle la misma ayuda, luego coaching antes de citas importantes y compañía en eventos de trabajo.",
  "about.story.2":
    "Hoy Wingmate es un equipo de acompañantes sociales profesionales, contratistas independientes mayores de 21 años, que ofrecen coaching social, confianza personal y compañía en lugares públicos de todo el sur de Florida. El servicio es estrictamente no sexual y opera conforme a las normas del Estado de Florida.",
  "about.story.3":
    "Los miembros VIP ven todos los perfiles, escriben directamente a los acompañantes, guardan sus favoritos y publican reseñas; cualquiera puede probar nuestro generador gratuito de frases para iniciar conversaciones y descubrir eventos locales.",
  "about.values.title": "Lo que defendemos",
  "about.value.safe.title": "Seguridad y respeto",
  "about.value.safe.text":
    "Solo lugares públicos, estrictamente no sexual, cada acompañante mayor de 21 años; una marca de verificación señala a quienes han superado la verificación de antecedentes. Reglas claras protegen por igual a clientes y acompañantes.",
  "about.value.confidence.title": "Confianza que se queda",
  "about.value.confidence.text": "No solo acompañamos, enseñamos: cada salida te deja frases, hábitos e historias que podrás usar por tu cuenta.",
  "about.value.company.title": "Compañía de verdad",
  "about.value.company.text":
    "Nuestras wing women y wing men son personas cálidas y curiosas a las que les encanta una buena conversación y conocen el ambiente local.",
  "about.value.local.title": "Locales de corazón",
  "about.value.local.text": "De las galerías de Wynwood a los lounges de Las Olas, sabemos dónde están las buenas noches y cómo disfrutarlas.",
  "about.areas.title": "Dónde encontrarnos",
  "about.areas.lead": "Nuestros acompañantes están en {count} zonas de Miami-Dade, Broward y Palm Beach. Las más solicitadas:",
  "about.meetCompanions": "Conoce a los acompañantes",
  "about.joinTeam": "Únete al equipo",

  "services.meta.title": "Servicios",
  "services.meta.description":
    "Acompañante social, pareja para eventos, guía de la ciudad, coaching para citas, práctica de conversación y confianza personal.",
  "services.title": "Nuestros servicios",
  "services.lead": "Seis formas en que nuestras wing women y wing men te ayudan a brillar socialmente, siempre en lugares públicos.",
  "services.book": "Reservar este servicio",
  "services.book.label": "Reservar este servicio: {service}",
  "services.getStarted": "Empieza hoy",
  "services.notice.title": "Aviso importante",
  "services.notice.text":
    "Wingmate ofrece coaching social y compañía solo en lugares públicos. Nuestro servicio es estrictamente no sexual; cualquier solicitud contraria termina la reserva sin reembolso. Los acompañantes son contratistas independientes mayores de 21 años, y operamos conforme a las normas del Estado de Florida.",

  "howItWorks.meta.title": "Cómo funciona",
  "howItWorks.meta.description":
    "Cómo funciona Wingmate: explora wing women y wing men, pide una consulta gratuita, reserva una sesión en un lugar público y disfruta de una salida con más confianza.",
  "howItWorks.title": "Cómo funciona",
  "howItWorks.lead": "Cuatro pasos sencillos, de ver perfiles a una gran noche.",
  "howItWorks.policies.title": "Políticas de reserva",
  "howItWorks.policy.noFees": "Sin cargos ocultos ni propinas: el precio que ves es el precio que pagas.",
  "howItWorks.policy.companions":
    "Cada acompañante es un contratista independiente mayor de 21 años; las sesiones son en lugares públicos y estrictamente no sexuales.",
  "howItWorks.browse": "Ver perfiles",
  "howItWorks.consultation": "Solicitar una consulta",

  "pricing.meta.title": "Precios",
  "pricing.meta.description":
    "Paquetes y precios de Wingmate: desde Café y charla, dos horas por $220, hasta un programa de transformación de 30 días, además de la membresía VIP por $29.99 al mes.",
  "pricing.title": "Precios y paquetes",
  "pricing.lead": "Paquetes transparentes, pagados en línea de forma segura al reservar. Sin cargos ocultos ni propinas.",
  "pricing.byRequest": "El Paquete de fin de semana, el Paquete ejecutivo y el Viaje de transformación se reservan por solicitud.",
  "pricing.companionsAge": "Los acompañantes son mayores de 21 años.",

  "policy.payment":
    "Las sesiones se pagan en línea al reservar: apartamos tu horario durante {holdMinutes} minutos mientras pagas con tarjeta, y la reserva se confirma en cuanto se aprueba el pago. La consulta inicial es gratuita.",
  "policy.cancellation":
    "Cancelación gratuita con reembolso completo, o cambio de fecha gratuito, hasta 24 horas antes de tu sesión. Dentro de las 24 horas previas al inicio, las reservas no son reembolsables.",
  "policy.byRequest":
    "Los paquetes de varios días y los personalizados se organizan contigo: envía una solicitud, acordamos las fechas y el precio, y te enviamos por correo un enlace de pago seguro (válido {paymentRequestDays} días). La reserva se confirma cuando se paga.",

  "packages.title": "Paquetes populares",
  "package.popular": "Más popular",
  "package.book": "Reservar",
  "package.book.label": "Reservar {package}",
  "package.duration.hours": "{count, plural, one {# hora} other {# horas}}",
  "package.duration.days": "{count, plural, one {# día} other {# días}}",
  "package.duration.minutes": "{count, plural, one {# minuto} other {# minutos}}",
  "package.duration.agreed": "a convenir contigo",
  "package.price.agreed": "precio a convenir contigo",
  "package.consultation.name": "Consulta inicial",
  "package.custom.name": "Paquete a medida",
  "package.coaching.name": "Café y charla",
  "package.coaching.description": "Una primera salida relajada para practicar la conversación con un café o un almuerzo.",
  "package.coaching.features": "Café o restaurante público|Coaching de conversación|Consejos por escrito después",
  "package.wingwoman.name": "Velada social",
  "package.wingwoman.description": "Una noche en un lounge, un bar o un evento con tu wing woman.",
  "package.wingwoman.features": "Elección del lugar|Presentaciones y rompehielos|Coaching en vivo|Repaso al día siguiente",
  "package.intensive.name": "Experiencia de día completo",
  "package.intensive.description": "Un día y una noche por la ciudad: brunch, actividades y vida nocturna.",
  "package.intensive.features": "Itinerario personal|Consejos de estilo y primera impresión|Dos lugares o más|Llamada de seguimiento",
  "package.weekend.name": "Paquete de fin de semana",
  "package.weekend.description": "Dos días de coaching social por los mejores lugares del sur de Florida.",
  "package.weekend.features": "Plan de viernes y sábado|Sesiones de día y de noche|Revisión de avances",
  "package.executive.name": "Paquete ejecutivo",
  "package.executive.description": "Un programa de 7 días para profesionales: eventos de networking, cenas y presencia.",
  "package.executive.features": "7 días de coaching|Pareja para eventos de networking|Etiqueta en cenas de negocios|Prioridad en la agenda",
  "package.transformation.name": "Viaje de transformación",
  "package.transformation.description": "Un programa de un mes para construir una confianza social duradera.",
  "package.transformation.features": "30 días de sesiones|Metas y revisiones semanales|Eventos cada semana|Mensajes ilimitados",
} satisfies Translation<typeof english>;
