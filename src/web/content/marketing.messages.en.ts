/**
 * The public pages that sell the service: home, about, services, how it works, pricing (English, the
 * source). A package's "features" are list items separated by "|".
 */
export default {
  "figures.label": "Wingmate in numbers",
  "figures.companions": "Companions",
  "figures.areas": "Areas in South Florida",
  "figures.successRate": "Success rate",
  "figures.wingWomen": "Wing women",
  "figures.satisfaction": "Client satisfaction",
  "figures.support": "Days a week of support, 9 AM – 11 PM",

  "service.companion.title": "Social Companion",
  "service.companion.text": "A friendly, confident companion for dinners, parties and nights out, so you never walk in alone.",
  "service.event.title": "Event Partner",
  "service.event.text": "Arrive at weddings, galas and work events with someone who knows the etiquette and puts you at ease.",
  "service.guide.title": "City Guide",
  "service.guide.text": "Discover Miami, Fort Lauderdale and the beaches with a local who knows where the good conversations happen.",
  "service.dating.title": "Date Coaching",
  "service.dating.text": "Honest, kind feedback and practical coaching before, during and after a date.",
  "service.conversation.title": "Conversation Practice",
  "service.conversation.text": "Practise openers and small talk in real venues until they feel natural.",
  "service.confidence.title": "Confidence Building",
  "service.confidence.text": "Step-by-step sessions that grow lasting social confidence, at your pace.",

  "step.browse.title": "Browse Profiles",
  "step.browse.text": "Meet our wing women and wing men and find the right match for your goals.",
  "step.consultation.title": "Initial Consultation",
  "step.consultation.text": "A free 30-minute conversation about your goals and the plan for your sessions.",
  "step.book.title": "Book Your Session",
  "step.book.text": "Choose a package, a date and a time; you get a confirmation and a calendar invitation.",
  "step.enjoy.title": "Enjoy the Experience",
  "step.enjoy.text": "Go out, have fun, and leave with new confidence and a debrief of what worked.",

  "home.meta.title": "South Florida Wing Women & Wing Men",
  "home.meta.description": "Social coaching, confidence building and companionship in public venues across South Florida. Strictly non-sexual; companions 21+.",
  "home.hero.kicker": "South Florida · Companions 21+",
  "home.hero.title": "Your wing woman for every social moment",
  "home.hero.lead":
    "Social coaching, confidence building and great company in public venues from Miami Beach to Las Olas. Strictly non-sexual, always respectful.",
  "home.hero.browse": "Browse Profiles",
  "home.hero.services": "Our Services",
  "home.services.title": "What We Offer",
  "home.steps.title": "How It Works",

  "about.meta.title": "About Us",
  "about.meta.description":
    "Why Wingmate exists: social coaching and great company in South Florida's public venues, from people who believe confidence can be learned.",
  "about.kicker": "Our story",
  "about.title": "Nobody should sit out a good night",
  "about.lead":
    "Wingmate began in Miami with a simple observation: plenty of kind, interesting people miss out on nights out, networking events and first dates because walking into a room alone is hard. A friend who knows the room changes everything.",
  "about.story.title": "From one wing woman to a South Florida team",
  "about.story.1":
    "Our founder spent years as the friend everyone brought along: the one who started conversations, made introductions and turned an awkward evening into a fun one. Friends of friends started asking for the same help, then for coaching before big dates and company at work events.",
  "about.story.2":
    "Today Wingmate is a team of professional social companions, independent contractors aged 21 and over, who offer social coaching, confidence building and companionship in public venues across South Florida. The service is strictly non-sexual and operates under State of Florida regulations.",
  "about.story.3":
    "VIP members browse every profile, message companions directly, save favourites and share reviews; anyone can try our free conversation-opener generator and discover local events.",
  "about.values.title": "What we stand for",
  "about.value.safe.title": "Safe and respectful",
  "about.value.safe.text":
    "Public venues only, strictly non-sexual, every companion 21+; a check mark shows each one who has passed a background check. Clear rules protect clients and companions alike.",
  "about.value.confidence.title": "Confidence you keep",
  "about.value.confidence.text": "We coach, not just accompany: every outing leaves you with openers, habits and stories you can use on your own.",
  "about.value.company.title": "Real company",
  "about.value.company.text": "Our wing women and wing men are warm, curious people who love a good conversation and know the local scene.",
  "about.value.local.title": "Local to the bone",
  "about.value.local.text": "From Wynwood galleries to Las Olas lounges, we know where the good nights are and how to enjoy them.",
  "about.areas.title": "Where you will find us",
  "about.areas.lead": "Our companions are based in {count} areas across Miami-Dade, Broward and Palm Beach. The most asked-for:",
  "about.meetCompanions": "Meet the Companions",
  "about.joinTeam": "Join Our Team",

  "services.meta.title": "Services",
  "services.meta.description": "Social companion, event partner, city guide, date coaching, conversation practice and confidence building.",
  "services.title": "Our Services",
  "services.lead": "Six ways our wing women and wing men help you shine socially, always in public venues.",
  "services.book": "Book This Service",
  "services.book.label": "Book This Service: {service}",
  "services.getStarted": "Get Started Today",
  "services.notice.title": "Important Notice",
  "services.notice.text":
    "Wingmate offers social coaching and companionship in public venues only. Our service is strictly non-sexual; any request otherwise ends the booking without refund. Companions are independent contractors aged 21 or over, and we operate under State of Florida regulations.",

  "howItWorks.meta.title": "How It Works",
  "howItWorks.meta.description":
    "How Wingmate works: browse wing women and wing men, request a free consultation, book a session in a public venue and enjoy a more confident night out.",
  "howItWorks.title": "How It Works",
  "howItWorks.lead": "Four simple steps from browsing to a great night out.",
  "howItWorks.policies.title": "Booking Policies",
  "howItWorks.policy.noFees": "No hidden fees or tips: the price you see is the price you pay.",
  "howItWorks.policy.companions": "Every companion is a 21+ independent contractor; sessions take place in public venues and are strictly non-sexual.",
  "howItWorks.browse": "Browse Profiles",
  "howItWorks.consultation": "Request a Consultation",

  "pricing.meta.title": "Pricing",
  "pricing.meta.description":
    "Wingmate packages and prices: from a $220 two-hour coffee chat to a 30-day transformation journey, plus VIP membership at $29.99 a month.",
  "pricing.title": "Pricing & Packages",
  "pricing.lead": "Transparent packages, paid securely online when you book. No hidden fees or tips.",
  "pricing.byRequest": "Weekend, Executive and Transformation packages are booked by request.",
  "pricing.companionsAge": "Companions are 21+.",

  "policy.payment":
    "Sessions are paid online when you book: we hold your time for {holdMinutes} minutes while you pay by card, and the booking is confirmed as soon as the payment goes through. The Initial Consultation is free.",
  "policy.cancellation":
    "Free cancellation with a full refund, or free rescheduling, up to 24 hours before your session. Within 24 hours of the start, bookings are non-refundable.",
  "policy.byRequest":
    "Multi-day and custom packages are arranged with you: send a request, we agree the dates and the price, then e-mail you a secure payment link (valid {paymentRequestDays} days). The booking is confirmed when it is paid.",

  "packages.title": "Popular Packages",
  "package.popular": "Most Popular",
  "package.book": "Book",
  "package.book.label": "Book {package}",
  "package.duration.hours": "{count, plural, one {# hour} other {# hours}}",
  "package.duration.days": "{count, plural, one {# day} other {# days}}",
  "package.duration.minutes": "{count, plural, one {# minute} other {# minutes}}",
  "package.duration.agreed": "agreed with you",
  "package.price.agreed": "priced with you",
  "package.consultation.name": "Initial Consultation",
  "package.custom.name": "Custom Package",
  "package.coaching.name": "Coffee Chat",
  "package.coaching.description": "A relaxed first outing to practise conversation over coffee or lunch.",
  "package.coaching.features": "Public café or lunch spot|Conversation coaching|Written tips afterwards",
  "package.wingwoman.name": "Social Evening",
  "package.wingwoman.description": "An evening out at a lounge, bar or event with your wing woman.",
  "package.wingwoman.features": "Venue planning|Introductions and icebreakers|Live coaching|Debrief the next day",
  "package.intensive.name": "Full Day Experience",
  "package.intensive.description": "A day and evening across the city: brunch, activities, nightlife.",
  "package.intensive.features": "Personal itinerary|Style and first-impression tips|Two venues or more|Follow-up call",
  "package.weekend.name": "Weekend Package",
  "package.weekend.description": "Two days of social coaching across South Florida's best spots.",
  "package.weekend.features": "Friday and Saturday plan|Daytime and evening sessions|Progress review",
  "package.executive.name": "Executive Package",
  "package.executive.description": "A 7-day programme for professionals: networking events, dinners, presence.",
  "package.executive.features": "7 days of coaching|Networking event partner|Business dinner etiquette|Priority scheduling",
  "package.transformation.name": "Transformation Journey",
  "package.transformation.description": "A month-long programme to build lasting social confidence.",
  "package.transformation.features": "30 days of sessions|Weekly goals and reviews|Events every week|Unlimited messaging",
} as const;
