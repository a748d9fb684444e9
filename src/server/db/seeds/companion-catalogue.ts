/** Sample catalogue: 21 wing women ('1'..'21') and 6 wing men ('m1'..'m6'), written for Wingmate. */

export interface CompanionSeed {
  id: string;
  gender: "woman" | "man";
  name: string;
  age: number;
  location: string;
  area: string;
  bio: string;
  fullBio: string;
  specialties: string[];
  achievements: string[];
  personalityTraits: string[];
  hourlyRateCents: number;
  availability: string;
  workingHours: string;
  responseTime: string;
  languages: string[];
  interests: string[];
  experience: string;
  backgroundChecked: boolean;
  /** Seeds the illustrated portrait. */
  portraitSeed: string;
}

/** Short explanations shown when hovering an interest on a profile card. */
export const INTEREST_NOTES: Record<string, string> = {
  "Salsa dancing": "A great icebreaker: she can get a shy group onto the dance floor.",
  "Art galleries": "Knows Wynwood's openings and how to start a conversation in front of a canvas.",
  "Craft cocktails": "Knows the bars where the bartender's story is half the evening.",
  Jazz: "Quiet venues where conversation comes easily between sets.",
  "Beach volleyball": "Relaxed daytime meetups where new friends join a game.",
  "Yacht events": "Comfortable at marina parties and charter gatherings.",
  "Food tours": "From Little Havana cafecito windows to chef's counters.",
  "Live music": "Follows the local band scene, from Las Olas to the Grove.",
  "Tech meetups": "Helps you work a networking room without sounding rehearsed.",
  "Wine tasting": "Makes tastings fun for beginners; no jargon required.",
  "Rooftop bars": "Knows where to go for the view and where it is quiet enough to talk.",
  Museums: "Pérez Art Museum, the Frost, the Bass: conversation starters on every wall.",
  "Sports bars": "Heat, Dolphins, Inter Miami: small talk that works with anyone.",
  "Comedy clubs": "Laughing together is the fastest way to relax.",
  "Brunch spots": "Weekend brunch is the easiest first social outing.",
  "Fitness classes": "Group classes where regulars become friends.",
  Photography: "Knows the city's golden-hour spots and how to chat while shooting.",
  "Book clubs": "Good at drawing quiet people into a discussion.",
  "Latin music": "From reggaeton nights to live son cubano.",
  "Paddleboarding": "Calm-water outings on the Intracoastal.",
  "Charity galas": "Knows the etiquette of black-tie fundraisers.",
  "Cooking classes": "Hands-on classes make conversation easy.",
  "Golf": "Comfortable on the course and at the nineteenth hole.",
  "Karaoke": "Cheers everyone on; no singing talent required.",
  "Film festivals": "Miami and Fort Lauderdale festivals, screenings and Q&As.",
};

const w = (seed: Omit<CompanionSeed, "gender">): CompanionSeed => ({ ...seed, gender: "woman" });
const m = (seed: Omit<CompanionSeed, "gender">): CompanionSeed => ({ ...seed, gender: "man" });

export const companionSeeds: CompanionSeed[] = [
  w({
    id: "1", name: "Sofia R.", age: 27, location: "Brickell, Miami", area: "Brickell",
    bio: "Former event planner who turns nervous first outings into easy, fun evenings.",
    fullBio: "Sofia spent five years planning corporate events in Brickell before becoming a social coach. She knows how a room works: where to stand, who to greet first and how to leave a conversation gracefully. Clients say she makes networking feel like meeting friends. Off duty she dances salsa and hunts for the best cafecito in town.",
    specialties: ["Social Companion", "Networking Coaching", "Confidence Building"],
    achievements: ["Coached 150+ clients through their first networking events", "Planned 200+ corporate events in Miami", "Certified in conversational coaching"],
    personalityTraits: ["Outgoing", "Confident", "Encouraging"],
    hourlyRateCents: 15000, availability: "Weekday evenings and Saturdays", workingHours: "6:00 PM - 11:00 PM", responseTime: "Usually within 1 hour",
    languages: ["English", "Spanish"], interests: ["Salsa dancing", "Rooftop bars", "Tech meetups", "Brunch spots"], experience: "4 years", backgroundChecked: true, portraitSeed: "sofia-brickell",
  }),
  w({
    id: "2", name: "Camila V.", age: 25, location: "Wynwood, Miami", area: "Wynwood",
    bio: "Art lover and patient listener; great company for gallery nights and first conversations.",
    fullBio: "Camila studied art history and still works weekends at a Wynwood gallery. She is the companion to call when you want to practise conversation somewhere with plenty to talk about. She listens closely, asks good questions and gently points out the habits that hold you back. Clients leave her sessions with more confidence and a list of new places to explore.",
    specialties: ["Conversation Practice", "City Guide", "Social Companion"],
    achievements: ["Led 120 guided Wynwood art walks", "Bilingual gallery educator", "Featured volunteer at Art Basel Miami Beach"],
    personalityTraits: ["Good Listener", "Creative", "Patient"],
    hourlyRateCents: 12000, availability: "Thursday to Sunday", workingHours: "4:00 PM - 10:00 PM", responseTime: "Within 2 hours",
    languages: ["English", "Spanish", "Portuguese"], interests: ["Art galleries", "Museums", "Photography", "Film festivals"], experience: "3 years", backgroundChecked: true, portraitSeed: "camila-wynwood",
  }),
  w({
    id: "3", name: "Jasmine T.", age: 29, location: "Las Olas, Fort Lauderdale", area: "Las Olas",
    bio: "Upbeat dating coach who helps you relax, read the room and be yourself.",
    fullBio: "Jasmine has coached clients on dating and social confidence for six years, first in Atlanta and now on Las Olas Boulevard. Her sessions mix real-world practice with honest, kind feedback. She is known for turning awkward silences into laughter and for her practical tips you can use the same night. She also hosts a monthly live-music meetup for clients.",
    specialties: ["Date Coaching", "Confidence Building", "Nightlife Navigation"],
    achievements: ["Helped 300+ clients prepare for first dates", "Hosts a monthly live-music social", "Certified life coach (ICF track)"],
    personalityTraits: ["Energetic", "Empathetic", "Witty"],
    hourlyRateCents: 18000, availability: "Evenings, every day", workingHours: "5:00 PM - 11:00 PM", responseTime: "Usually within 30 minutes",
    languages: ["English"], interests: ["Live music", "Comedy clubs", "Craft cocktails", "Karaoke"], experience: "6 years", backgroundChecked: true, portraitSeed: "jasmine-lasolas",
  }),
  w({
    id: "4", name: "Valentina M.", age: 31, location: "Coral Gables, Miami", area: "Coral Gables",
    bio: "Polished event partner for galas, weddings and business dinners.",
    fullBio: "Valentina grew up between Bogotá and Miami and has worked in luxury hospitality for a decade. She is an event partner who makes formal occasions feel easy, from seating plans to small talk with people you have never met. She prepares with you beforehand, so you arrive knowing names and topics. Her clients include executives new to Miami's social scene.",
    specialties: ["Event Partner", "Style & First Impressions", "Networking Coaching"],
    achievements: ["Accompanied clients to 90+ black-tie events", "Ten years in luxury hotel guest relations", "Trained in international business etiquette"],
    personalityTraits: ["Confident", "Calm", "Supportive"],
    hourlyRateCents: 22000, availability: "Weekends and weekday evenings by arrangement", workingHours: "6:00 PM - 12:00 AM", responseTime: "Within 3 hours",
    languages: ["English", "Spanish", "French"], interests: ["Charity galas", "Wine tasting", "Jazz", "Golf"], experience: "7 years", backgroundChecked: true, portraitSeed: "valentina-gables",
  }),
  w({
    id: "5", name: "Brianna K.", age: 24, location: "Miami Beach", area: "Miami Beach",
    bio: "Fun, friendly wing woman for beach days, brunches and South Beach nights.",
    fullBio: "Brianna is a former lifeguard and fitness instructor with an easy laugh. She is ideal for clients who want relaxed practice meeting new people in casual settings: a beach volleyball game, a busy brunch or a night on Ocean Drive. She keeps things light, introduces you to groups and helps you find your own rhythm in conversation.",
    specialties: ["Social Companion", "Conversation Practice", "Nightlife Navigation"],
    achievements: ["Organises a weekly beach volleyball meetup", "Certified group fitness instructor", "Coached 80+ newcomers to Miami Beach"],
    personalityTraits: ["Outgoing", "Energetic", "Encouraging"],
    hourlyRateCents: 9500, availability: "Weekends, daytime and evenings", workingHours: "11:00 AM - 10:00 PM", responseTime: "Usually within 1 hour",
    languages: ["English"], interests: ["Beach volleyball", "Brunch spots", "Fitness classes", "Rooftop bars"], experience: "2 years", backgroundChecked: true, portraitSeed: "brianna-southbeach",
  }),
  w({
    id: "6", name: "Isabela C.", age: 28, location: "Aventura", area: "Aventura",
    bio: "Warm Brazilian coach who makes conversation in any language feel natural.",
    fullBio: "Isabela moved from São Paulo to Aventura six years ago and remembers how hard it was to build a social life from scratch. She now helps newcomers and professionals do exactly that. Her sessions focus on small talk, storytelling and following up after a first meeting. She is especially popular with clients practising English or Portuguese socially.",
    specialties: ["Conversation Practice", "Confidence Building", "Social Companion"],
    achievements: ["Helped 100+ newcomers build a social circle", "Runs a Portuguese-English conversation club", "Degree in communications"],
    personalityTraits: ["Empathetic", "Patient", "Good Listener"],
    hourlyRateCents: 11000, availability: "Weekday afternoons and evenings", workingHours: "2:00 PM - 9:00 PM", responseTime: "Within 2 hours",
    languages: ["English", "Portuguese", "Spanish"], interests: ["Food tours", "Book clubs", "Latin music", "Cooking classes"], experience: "4 years", backgroundChecked: true, portraitSeed: "isabela-aventura",
  }),
  w({
    id: "7", name: "Renée D.", age: 33, location: "Coconut Grove, Miami", area: "Coconut Grove",
    bio: "Calm, thoughtful coach for clients who find crowds overwhelming.",
    fullBio: "Renée is a former school counsellor who now coaches adults with social anxiety in real venues. She starts small: a quiet café in the Grove, then a bookshop event, then a lively bar when you are ready. She never pushes, always debriefs, and celebrates every step. Many clients describe her as the reason they finally enjoy going out.",
    specialties: ["Confidence Building", "Conversation Practice", "Social Companion"],
    achievements: ["Eight years as a school counsellor", "Designed a step-by-step social confidence programme", "Coached 140+ clients with social anxiety"],
    personalityTraits: ["Calm", "Patient", "Supportive"],
    hourlyRateCents: 16000, availability: "Weekday mornings and afternoons", workingHours: "10:00 AM - 5:00 PM", responseTime: "Within 4 hours",
    languages: ["English", "French"], interests: ["Book clubs", "Paddleboarding", "Museums", "Jazz"], experience: "5 years", backgroundChecked: true, portraitSeed: "renee-grove",
  }),
  w({
    id: "8", name: "Gabriela P.", age: 26, location: "Downtown Miami", area: "Downtown Miami",
    bio: "Nightlife insider who knows which venues suit which mood.",
    fullBio: "Gabriela has worked front-of-house at some of Downtown Miami's busiest venues. She knows the difference between a place for dancing and a place for talking, and she will plan an evening that suits you. She is great for clients who want to feel at ease in loud, busy places and learn how to join a group naturally.",
    specialties: ["Nightlife Navigation", "Social Companion", "City Guide"],
    achievements: ["Six years in Miami hospitality", "Curates a monthly 'new in town' night out", "Fluent guide to 50+ Downtown venues"],
    personalityTraits: ["Outgoing", "Adaptable", "Witty"],
    hourlyRateCents: 13000, availability: "Thursday to Saturday nights", workingHours: "8:00 PM - 1:00 AM", responseTime: "Usually within 1 hour",
    languages: ["English", "Spanish"], interests: ["Latin music", "Craft cocktails", "Rooftop bars", "Karaoke"], experience: "3 years", backgroundChecked: false, portraitSeed: "gabriela-downtown",
  }),
  w({
    id: "9", name: "Naomi L.", age: 30, location: "West Palm Beach", area: "West Palm Beach",
    bio: "Professional networking coach for founders, sales teams and job seekers.",
    fullBio: "Naomi spent eight years in tech sales in New York before settling in West Palm Beach. She coaches clients to introduce themselves clearly, ask better questions and follow up without feeling pushy. She will attend conferences and meetups with you, then review what worked over coffee. Founders often book her before investor events.",
    specialties: ["Networking Coaching", "Public Speaking Practice", "Event Partner"],
    achievements: ["Eight years in enterprise tech sales", "Coached 60+ founders before pitch events", "Guest speaker at Palm Beach Tech meetups"],
    personalityTraits: ["Confident", "Adaptable", "Encouraging"],
    hourlyRateCents: 20000, availability: "Weekdays, daytime and early evening", workingHours: "9:00 AM - 7:00 PM", responseTime: "Within 2 hours",
    languages: ["English"], interests: ["Tech meetups", "Golf", "Wine tasting", "Charity galas"], experience: "5 years", backgroundChecked: true, portraitSeed: "naomi-wpb",
  }),
  w({
    id: "10", name: "Lucía F.", age: 23, location: "Hollywood Beach", area: "Hollywood Beach",
    bio: "Easy-going companion for boardwalk strolls, live music and laid-back outings.",
    fullBio: "Lucía grew up in Hollywood and knows every café and live-music spot along the Broadwalk. She is a great first step for clients who want gentle practice in relaxed places. She keeps conversations flowing, shares local stories and helps you notice when you are doing better than you think.",
    specialties: ["Social Companion", "Conversation Practice", "City Guide"],
    achievements: ["Lifelong Hollywood local", "Volunteer guide for the Broadwalk arts festival", "Coached 40+ clients in casual settings"],
    personalityTraits: ["Good Listener", "Supportive", "Calm"],
    hourlyRateCents: 9000, availability: "Weekends and Friday evenings", workingHours: "12:00 PM - 9:00 PM", responseTime: "Within 3 hours",
    languages: ["English", "Spanish"], interests: ["Live music", "Beach volleyball", "Photography", "Brunch spots"], experience: "1 year", backgroundChecked: true, portraitSeed: "lucia-hollywood",
  }),
  w({
    id: "11", name: "Adriana S.", age: 35, location: "Boca Raton", area: "Boca Raton",
    bio: "Seasoned etiquette and first-impressions coach for important occasions.",
    fullBio: "Adriana ran a finishing and etiquette studio in Boca Raton for nine years. She helps clients with the details that shape first impressions: introductions, dinner conversation, posture and how to leave an event well. She accompanies clients to dinners, weddings and club events and gives discreet tips along the way.",
    specialties: ["Style & First Impressions", "Event Partner", "Date Coaching"],
    achievements: ["Founded an etiquette studio in Boca Raton", "Coached 250+ clients for weddings and galas", "Certified protocol consultant"],
    personalityTraits: ["Calm", "Confident", "Supportive"],
    hourlyRateCents: 25000, availability: "Weekday evenings and weekends by appointment", workingHours: "5:00 PM - 11:00 PM", responseTime: "Within 6 hours",
    languages: ["English", "Spanish", "Italian"], interests: ["Charity galas", "Wine tasting", "Golf", "Cooking classes"], experience: "9 years", backgroundChecked: true, portraitSeed: "adriana-boca",
  }),
  w({
    id: "12", name: "Kayla N.", age: 22, location: "Fort Lauderdale", area: "Fort Lauderdale",
    bio: "Cheerful college-town companion for game nights, karaoke and comedy shows.",
    fullBio: "Kayla recently graduated in psychology and brings that curiosity to every outing. She is a favourite with younger clients who want to feel comfortable in groups, whether at a comedy club, a trivia night or karaoke. She notices the small wins and helps you build on them week by week.",
    specialties: ["Conversation Practice", "Social Companion", "Confidence Building"],
    achievements: ["Degree in psychology", "Hosts a weekly trivia night", "Coached 30+ students and new grads"],
    personalityTraits: ["Energetic", "Witty", "Encouraging"],
    hourlyRateCents: 9000, availability: "Evenings, Wednesday to Sunday", workingHours: "6:00 PM - 11:00 PM", responseTime: "Usually within 1 hour",
    languages: ["English"], interests: ["Comedy clubs", "Karaoke", "Sports bars", "Live music"], experience: "1 year", backgroundChecked: false, portraitSeed: "kayla-ftl",
  }),
  w({
    id: "13", name: "Mariana G.", age: 32, location: "Little Havana, Miami", area: "Downtown Miami",
    bio: "Food-loving guide to Miami's neighbourhoods and their stories.",
    fullBio: "Mariana is a former food writer who can tell you the history of every ventanita on Calle Ocho. She pairs city discovery with conversation practice: you order, you chat with owners, you join the dominoes crowd. It is a favourite for visitors and new residents who want to feel part of the city quickly.",
    specialties: ["City Guide", "Conversation Practice", "Social Companion"],
    achievements: ["Seven years as a Miami food writer", "Designed 12 neighbourhood food walks", "Guided 500+ visitors"],
    personalityTraits: ["Outgoing", "Creative", "Good Listener"],
    hourlyRateCents: 14000, availability: "Daily, daytime", workingHours: "10:00 AM - 6:00 PM", responseTime: "Within 2 hours",
    languages: ["English", "Spanish"], interests: ["Food tours", "Latin music", "Museums", "Cooking classes"], experience: "5 years", backgroundChecked: true, portraitSeed: "mariana-calleocho",
  }),
  w({
    id: "14", name: "Chloé B.", age: 29, location: "Miami Beach", area: "Miami Beach",
    bio: "Parisian-born coach for art, film and café conversations.",
    fullBio: "Chloé moved from Paris to Miami Beach to work in film production. She coaches clients who want to sound interesting without trying too hard: talking about films, exhibitions and travel with curiosity. She is an ideal partner for festival screenings and museum late nights.",
    specialties: ["Conversation Practice", "Event Partner", "City Guide"],
    achievements: ["Five years in film production", "Volunteer programmer for a Miami film festival", "Teaches conversational French"],
    personalityTraits: ["Creative", "Calm", "Witty"],
    hourlyRateCents: 17000, availability: "Weekday evenings and Sunday afternoons", workingHours: "3:00 PM - 10:00 PM", responseTime: "Within 3 hours",
    languages: ["English", "French"], interests: ["Film festivals", "Museums", "Art galleries", "Wine tasting"], experience: "4 years", backgroundChecked: true, portraitSeed: "chloe-southbeach",
  }),
  w({
    id: "15", name: "Tatiana O.", age: 34, location: "Sunny Isles, Aventura", area: "Aventura",
    bio: "Direct, encouraging coach for professionals rebuilding their social life.",
    fullBio: "Tatiana coaches professionals who have moved, divorced or simply been too busy for a social life. Her approach is practical and direct: set a goal, go out, review. She helps clients find clubs, classes and regular events where friendships grow naturally, and she attends the first few with them.",
    specialties: ["Confidence Building", "Social Companion", "Networking Coaching"],
    achievements: ["Coached 120+ professionals after a move", "Former HR manager", "Certified in cognitive behavioural coaching"],
    personalityTraits: ["Confident", "Encouraging", "Adaptable"],
    hourlyRateCents: 19000, availability: "Weekday evenings and Saturdays", workingHours: "6:00 PM - 10:00 PM", responseTime: "Within 2 hours",
    languages: ["English", "Russian"], interests: ["Fitness classes", "Wine tasting", "Paddleboarding", "Book clubs"], experience: "6 years", backgroundChecked: true, portraitSeed: "tatiana-sunnyisles",
  }),
  w({
    id: "16", name: "Daniela H.", age: 27, location: "Brickell, Miami", area: "Brickell",
    bio: "Dating coach with a practical, no-pressure approach to meeting people.",
    fullBio: "Daniela helps clients move from apps to real-life conversations. She plans low-pressure outings where meeting people is easy, coaches you on opening lines that fit your personality, and helps you read signals respectfully. She is candid, kind and focused on what makes you comfortable.",
    specialties: ["Date Coaching", "Conversation Practice", "Confidence Building"],
    achievements: ["Coached 200+ clients on real-life dating", "Writes a dating-confidence newsletter", "Trained in active listening"],
    personalityTraits: ["Empathetic", "Witty", "Supportive"],
    hourlyRateCents: 16000, availability: "Evenings, Tuesday to Saturday", workingHours: "6:00 PM - 11:00 PM", responseTime: "Usually within 1 hour",
    languages: ["English", "Spanish"], interests: ["Rooftop bars", "Salsa dancing", "Comedy clubs", "Brunch spots"], experience: "4 years", backgroundChecked: true, portraitSeed: "daniela-brickell",
  }),
  w({
    id: "17", name: "Priya S.", age: 30, location: "Coral Gables, Miami", area: "Coral Gables",
    bio: "Speaking coach who helps you tell your story at dinners and events.",
    fullBio: "Priya is a former debate coach and corporate trainer. She helps clients prepare a few good stories, practise them in real settings and handle questions with ease. She is a favourite before weddings where you will give a toast, alumni events and industry dinners.",
    specialties: ["Public Speaking Practice", "Networking Coaching", "Event Partner"],
    achievements: ["Ten years as a debate coach", "Corporate communication trainer", "Coached 75 wedding toasts"],
    personalityTraits: ["Confident", "Patient", "Encouraging"],
    hourlyRateCents: 21000, availability: "Weekday evenings", workingHours: "5:30 PM - 9:30 PM", responseTime: "Within 4 hours",
    languages: ["English", "German"], interests: ["Book clubs", "Jazz", "Tech meetups", "Museums"], experience: "6 years", backgroundChecked: true, portraitSeed: "priya-gables",
  }),
  w({
    id: "18", name: "Ximena R.", age: 26, location: "Wynwood, Miami", area: "Wynwood",
    bio: "Creative companion for street-art walks, markets and music nights.",
    fullBio: "Ximena is a muralist and photographer who knows Wynwood's artists by name. Her outings combine exploring with meeting people: gallery openings, weekend markets, live sets. She encourages clients to talk about what they notice, which takes the pressure off small talk.",
    specialties: ["City Guide", "Social Companion", "Conversation Practice"],
    achievements: ["Painted murals in three Wynwood walls festivals", "Photography shown at local galleries", "Guides monthly creative meetups"],
    personalityTraits: ["Creative", "Outgoing", "Adaptable"],
    hourlyRateCents: 11500, availability: "Weekends and Thursday evenings", workingHours: "1:00 PM - 10:00 PM", responseTime: "Within 3 hours",
    languages: ["English", "Spanish"], interests: ["Art galleries", "Photography", "Live music", "Food tours"], experience: "2 years", backgroundChecked: false, portraitSeed: "ximena-wynwood",
  }),
  w({
    id: "19", name: "Ashley W.", age: 31, location: "Las Olas, Fort Lauderdale", area: "Las Olas",
    bio: "Boating and golf enthusiast, at home at club events and marina parties.",
    fullBio: "Ashley grew up sailing in Fort Lauderdale and works in yacht brokerage events. She is the right partner for marina parties, club dinners and golf outings, where knowing the etiquette matters. She helps clients feel like they belong and makes introductions easy.",
    specialties: ["Event Partner", "Social Companion", "Networking Coaching"],
    achievements: ["Hosted events at the Fort Lauderdale boat show", "Club golf champion", "Six years in yacht brokerage events"],
    personalityTraits: ["Confident", "Outgoing", "Calm"],
    hourlyRateCents: 23000, availability: "Weekends and Friday afternoons", workingHours: "12:00 PM - 10:00 PM", responseTime: "Within 4 hours",
    languages: ["English"], interests: ["Yacht events", "Golf", "Wine tasting", "Paddleboarding"], experience: "5 years", backgroundChecked: true, portraitSeed: "ashley-lasolas",
  }),
  w({
    id: "20", name: "Fabiola J.", age: 28, location: "North Miami", area: "Aventura",
    bio: "Haitian-American coach who brings warmth, music and great stories.",
    fullBio: "Fabiola is a community organiser and kompa dance teacher. She helps clients loosen up through music, food and community events, and she is a patient partner for anyone practising conversation in Haitian Creole or French. Her outings feel like being welcomed into a big family gathering.",
    specialties: ["Social Companion", "Conversation Practice", "Confidence Building"],
    achievements: ["Teaches weekly kompa dance classes", "Organised 30+ community festivals", "Trilingual conversation coach"],
    personalityTraits: ["Empathetic", "Energetic", "Supportive"],
    hourlyRateCents: 10000, availability: "Weekday evenings and Sundays", workingHours: "5:00 PM - 10:00 PM", responseTime: "Within 2 hours",
    languages: ["English", "Haitian Creole", "French"], interests: ["Latin music", "Cooking classes", "Food tours", "Karaoke"], experience: "3 years", backgroundChecked: true, portraitSeed: "fabiola-northmiami",
  }),
  w({
    id: "21", name: "Elena K.", age: 36, location: "Palm Beach", area: "West Palm Beach",
    bio: "Experienced companion for society events, art fairs and fine dining.",
    fullBio: "Elena has worked in Palm Beach's art and philanthropy circles for over a decade. She prepares clients for society events, fundraisers and art fairs, and makes sure they leave with genuine connections rather than just business cards. She is discreet, gracious and very well informed.",
    specialties: ["Event Partner", "Style & First Impressions", "Networking Coaching"],
    achievements: ["Twelve years in philanthropy events", "Art fair hospitality lead", "Fluent in four languages"],
    personalityTraits: ["Calm", "Confident", "Good Listener"],
    hourlyRateCents: 25000, availability: "By appointment, evenings and weekends", workingHours: "6:00 PM - 12:00 AM", responseTime: "Within 6 hours",
    languages: ["English", "Russian", "French", "German"], interests: ["Charity galas", "Art galleries", "Museums", "Wine tasting"], experience: "10 years", backgroundChecked: true, portraitSeed: "elena-palmbeach",
  }),
  m({
    id: "m1", name: "Marcus J.", age: 30, location: "Brickell, Miami", area: "Brickell",
    bio: "Laid-back wing man who helps you open conversations and keep them going.",
    fullBio: "Marcus is a former bartender and hospitality trainer who has watched thousands of first conversations. He coaches clients on easy openers, reading the room and keeping things relaxed. He is great company at sports bars, rooftop lounges and networking happy hours.",
    specialties: ["Conversation Practice", "Nightlife Navigation", "Confidence Building"],
    achievements: ["Eight years as a bartender and trainer", "Coached 180+ clients on conversation", "Runs a monthly networking happy hour"],
    personalityTraits: ["Outgoing", "Witty", "Encouraging"],
    hourlyRateCents: 14000, availability: "Evenings, Wednesday to Saturday", workingHours: "6:00 PM - 12:00 AM", responseTime: "Usually within 1 hour",
    languages: ["English"], interests: ["Sports bars", "Rooftop bars", "Craft cocktails", "Comedy clubs"], experience: "4 years", backgroundChecked: true, portraitSeed: "marcus-brickell",
  }),
  m({
    id: "m2", name: "Diego A.", age: 27, location: "Wynwood, Miami", area: "Wynwood",
    bio: "Musician and city guide for live music, galleries and Latin nights.",
    fullBio: "Diego plays percussion in two local bands and knows Miami's music scene inside out. He is the wing man for clients who want to enjoy live music, join a dance floor or explore the city's creative side with someone who knows everyone. He is patient with beginners and great at introductions.",
    specialties: ["City Guide", "Social Companion", "Nightlife Navigation"],
    achievements: ["Plays in two Miami bands", "Guides monthly music-venue tours", "Teaches beginner salsa"],
    personalityTraits: ["Creative", "Energetic", "Adaptable"],
    hourlyRateCents: 12000, availability: "Thursday to Sunday evenings", workingHours: "7:00 PM - 1:00 AM", responseTime: "Within 2 hours",
    languages: ["English", "Spanish"], interests: ["Latin music", "Live music", "Salsa dancing", "Art galleries"], experience: "3 years", backgroundChecked: true, portraitSeed: "diego-wynwood",
  }),
  m({
    id: "m3", name: "Ethan C.", age: 33, location: "Fort Lauderdale", area: "Fort Lauderdale",
    bio: "Calm, practical coach for professionals working on networking and presence.",
    fullBio: "Ethan spent a decade in consulting before becoming a coach. He helps clients walk into conferences, industry mixers and client dinners with a plan, then practise until it feels natural. He is calm, practical and excellent at honest, specific feedback.",
    specialties: ["Networking Coaching", "Public Speaking Practice", "Confidence Building"],
    achievements: ["Ten years in management consulting", "Coached 90+ professionals before conferences", "Toastmasters district finalist"],
    personalityTraits: ["Calm", "Patient", "Confident"],
    hourlyRateCents: 20000, availability: "Weekdays, daytime and early evening", workingHours: "9:00 AM - 7:00 PM", responseTime: "Within 3 hours",
    languages: ["English", "German"], interests: ["Tech meetups", "Golf", "Jazz", "Book clubs"], experience: "5 years", backgroundChecked: true, portraitSeed: "ethan-ftl",
  }),
  m({
    id: "m4", name: "Rafael S.", age: 29, location: "Miami Beach", area: "Miami Beach",
    bio: "Friendly Brazilian wing man for beach meetups, football matches and brunch.",
    fullBio: "Rafael coaches beach volleyball and has a gift for getting strangers laughing together. He helps clients feel at ease in casual group settings: pick-up games, watch parties and long brunches. He is encouraging, upbeat and great at helping you find common ground.",
    specialties: ["Social Companion", "Conversation Practice", "Confidence Building"],
    achievements: ["Beach volleyball coach", "Hosts Inter Miami watch parties", "Coached 70+ clients in group settings"],
    personalityTraits: ["Outgoing", "Energetic", "Supportive"],
    hourlyRateCents: 11000, availability: "Weekends and weekday afternoons", workingHours: "11:00 AM - 9:00 PM", responseTime: "Usually within 1 hour",
    languages: ["English", "Portuguese", "Spanish"], interests: ["Beach volleyball", "Sports bars", "Brunch spots", "Fitness classes"], experience: "3 years", backgroundChecked: true, portraitSeed: "rafael-southbeach",
  }),
  m({
    id: "m5", name: "Julian P.", age: 35, location: "Coconut Grove, Miami", area: "Coconut Grove",
    bio: "Polished partner for galas, weddings and business dinners.",
    fullBio: "Julian worked for years in luxury events and private clubs. He accompanies clients to formal occasions, prepares them for who they will meet and helps them carry conversations with confidence. He is discreet, well read and at ease in any room.",
    specialties: ["Event Partner", "Style & First Impressions", "Networking Coaching"],
    achievements: ["Twelve years in private-club hospitality", "Accompanied clients to 100+ formal events", "Sommelier level one"],
    personalityTraits: ["Calm", "Confident", "Good Listener"],
    hourlyRateCents: 24000, availability: "Evenings and weekends by appointment", workingHours: "6:00 PM - 12:00 AM", responseTime: "Within 4 hours",
    languages: ["English", "Spanish", "Italian"], interests: ["Wine tasting", "Charity galas", "Yacht events", "Jazz"], experience: "8 years", backgroundChecked: true, portraitSeed: "julian-grove",
  }),
  m({
    id: "m6", name: "Andre B.", age: 26, location: "Hollywood Beach", area: "Hollywood Beach",
    bio: "Upbeat wing man for comedy nights, karaoke and first outings in a new city.",
    fullBio: "Andre is a stand-up comic and improv teacher who knows that laughter makes everything easier. He helps clients loosen up, practise quick conversation and enjoy being spontaneous. He is a great choice for anyone who overthinks what to say.",
    specialties: ["Conversation Practice", "Confidence Building", "Social Companion"],
    achievements: ["Teaches improv classes", "Performs stand-up across Broward", "Coached 50+ clients"],
    personalityTraits: ["Witty", "Energetic", "Encouraging"],
    hourlyRateCents: 9500, availability: "Evenings, every day", workingHours: "6:00 PM - 11:00 PM", responseTime: "Within 2 hours",
    languages: ["English", "Haitian Creole"], interests: ["Comedy clubs", "Karaoke", "Live music", "Sports bars"], experience: "2 years", backgroundChecked: false, portraitSeed: "andre-hollywood",
  }),
];

export interface ReviewSeed {
  companionId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  reviewerName: string;
  reviewText: string;
  daysAgo: number;
  isVipMember: boolean;
}

const r = (companionId: string, rating: ReviewSeed["rating"], reviewerName: string, daysAgo: number, reviewText: string, isVipMember = true): ReviewSeed => ({
  companionId,
  rating,
  reviewerName,
  daysAgo,
  reviewText,
  isVipMember,
});

/** Approved sample reviews; some companions have none yet. */
export const reviewSeeds: ReviewSeed[] = [
  r("1", 5, "Daniel", 12, "Sofia walked me through a tech mixer I had dreaded for weeks. I left with three real contacts and no panic."),
  r("1", 5, "Anonymous", 40, "Practical tips I used the same night. She knows how a room works."),
  r("1", 4, "Kevin", 95, "Great evening in Brickell; the debrief afterwards was the most useful part."),
  r("1", 5, "Omar", 210, "Booked her twice before a conference. Worth it."),
  r("2", 5, "Luis", 8, "Gallery night with Camila was relaxed and I finally stopped rehearsing every sentence."),
  r("2", 4, "Anonymous", 60, "Patient and observant. Good suggestions for places to keep practising."),
  r("3", 5, "Chris", 20, "Jasmine is hilarious and honest. My first date after our session went really well."),
  r("3", 5, "Mike", 75, "She made a loud bar feel easy. Highly recommend for nervous first-timers."),
  r("3", 3, "Anonymous", 300, "Good session, though I wanted more time on follow-up texts."),
  r("4", 5, "Robert", 33, "Valentina prepared me for a charity gala down to the guest list. Flawless evening."),
  r("4", 5, "Anonymous", 150, "Calm, elegant and very well prepared."),
  r("5", 4, "Tyler", 15, "Fun beach day, met a whole volleyball group I still play with."),
  r("6", 5, "Pedro", 28, "Isabela helped me practise English small talk at real places. Huge confidence boost."),
  r("6", 5, "Anonymous", 120, "Warm and patient, great follow-up advice."),
  r("7", 5, "Sam", 45, "Renée never pushed, and for the first time I enjoyed a crowded event."),
  r("7", 4, "Anonymous", 200, "Gentle approach that actually works."),
  r("9", 5, "Alex", 10, "Naomi's prep before a pitch night was better than any course I paid for."),
  r("11", 5, "Anonymous", 55, "Adriana's etiquette tips saved me at my sister's wedding."),
  r("13", 5, "Greg", 18, "The Little Havana walk was the best afternoon of my trip."),
  r("13", 4, "Anonymous", 90, "Great stories and great coffee."),
  r("14", 4, "Julien", 66, "Lovely film-festival evening; I learned how to talk about movies without sounding pretentious."),
  r("16", 5, "Ryan", 25, "Daniela's honest feedback on my openers changed everything."),
  r("19", 5, "Anonymous", 130, "Ashley made a marina party feel like home."),
  r("21", 5, "Victor", 240, "Discreet and brilliantly informed. A great partner for an art fair."),
  r("m1", 5, "Jordan", 9, "Marcus's openers are simple and they work. Relaxed, funny guy."),
  r("m1", 4, "Anonymous", 80, "Good night at a sports bar; I talked to more people than in a month."),
  r("m2", 5, "Elena", 30, "Diego took my visiting brother to three music venues; he had the time of his life."),
  r("m3", 5, "Priscilla", 14, "Ethan prepared me for a conference; specific, calm feedback."),
  r("m3", 4, "Anonymous", 110, "Very practical networking coaching."),
  r("m4", 5, "Bruno", 48, "Rafael made a watch party easy; great energy."),
  r("m5", 5, "Anonymous", 170, "Julian was the perfect partner for a black-tie dinner."),
];
