// Sample data: invented reviews, labelled "Sample review" wherever they show and removed with the rest of
// the sample data set (see ../sample-data.ts). Never part of a production site unless SEED_SAMPLE_DATA=true.

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

/** Approved sample reviews of the starting catalogue; some companions have none. */
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
