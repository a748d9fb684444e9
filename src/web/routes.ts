import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table (§2). Each page lives in its feature folder; its module holds its loader and actions.
const feature = (file: string) => `../features/${file}`;

/**
 * A page with editions in both languages (issue 26): English at its path, Spanish under /es/, each from
 * its own route module (`<Page>.en.ts`, `<Page>.es.ts`) so that a page carries one language's words.
 */
const bilingual = (path: string, page: string, id?: string) => [
  path ? route(path, `${page}.en.ts`, id ? { id } : {}) : index(`${page}.en.ts`),
  route(path ? `es/${path}` : "es", `${page}.es.ts`, { id: `es/${id ?? path}` }),
];

export default [
  ...bilingual("", feature("content/HomePage")),
  ...bilingual("about", feature("content/AboutPage")),
  ...bilingual("profiles", feature("companions/CompanionListPage"), "wing-women"),
  ...bilingual("men-profiles", feature("companions/CompanionListPage"), "wing-men"),
  ...bilingual("profiles/:id", feature("companions/CompanionDetailPage"), "wing-woman"),
  ...bilingual("men-profiles/:id", feature("companions/CompanionDetailPage"), "wing-man"),
  ...bilingual("services", feature("bookings/ServicesPage")),
  ...bilingual("how-it-works", feature("bookings/HowItWorksPage")),
  ...bilingual("pricing", feature("bookings/PricingPage")),
  ...bilingual("contact", feature("bookings/ContactPage")),
  route("booking", feature("bookings/booking-without-companion.ts")),
  route("es/booking", feature("bookings/booking-without-companion.ts"), { id: "es/booking" }),
  ...bilingual("booking/:id", feature("bookings/BookingPage")),
  ...bilingual("franchise", feature("content/FranchisePage")),
  ...bilingual("events", feature("events/EventsPage")),
  ...bilingual("social-tips", feature("rizz/SocialTipsPage")),
  ...bilingual("rizz", feature("rizz/RizzPage")),
  ...bilingual("hiring", feature("hiring/HiringPage")),
  ...bilingual("become-member", feature("billing/BecomeMemberPage")),
  ...bilingual("vip-signup", feature("billing/VipSignupPage")),
  ...bilingual("terms", feature("content/TermsPage")),
  ...bilingual("privacy", feature("content/PrivacyPage")),
  route("admin", feature("admin/AdminPage.en.ts")),
  ...bilingual("user-profile", feature("account/UserProfilePage")),
  ...bilingual("account", feature("account/AccountPage")),
  ...bilingual("saved-profiles", feature("saved/SavedProfilesPage")),
  ...bilingual("vip-profile-manager", feature("member-profiles/VipProfileManagerPage")),
  // The route table says /vip-profiles/{id}, the screen links to /vip-profile/{id}: both work.
  ...bilingual("vip-profiles/:id", feature("member-profiles/VipProfileViewerPage"), "vip-profiles"),
  ...bilingual("vip-profile/:id", feature("member-profiles/VipProfileViewerPage"), "vip-profile"),
  ...bilingual("auth", feature("account/AuthPage")),
  ...bilingual("my-bookings", feature("bookings/MyBookingsPage")),
  ...bilingual("bookings/:id", feature("bookings/ManageBookingPage"), "booking-page"),
  ...bilingual("messages", feature("messages/MessagesPage")),
  route("workspace", feature("workspace/WorkspacePage.tsx")),
  ...bilingual("membership/welcome", feature("billing/WelcomePage")),
  ...bilingual("sandbox/checkout/:id", feature("billing/SandboxCheckoutPage")),
  ...bilingual("sandbox/portal", feature("billing/SandboxPortalPage")),
  // Remembers a reader's choice of language (a cookie), then opens the page in it.
  route("language-choice", "layout/language-choice.ts"),
  route("es/*", "layout/NotFoundPage.es.ts", { id: "es/*" }),
  route("*", "layout/NotFoundPage.en.ts"),
] satisfies RouteConfig;
