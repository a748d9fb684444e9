import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table (§2). Each page lives in its feature folder and is loaded on demand.
const feature = (file: string) => `../features/${file}`;

/**
 * A page with editions in both languages (issue 26): English at its path, Spanish under /es/, each from
 * its own route module (`<Page>.en.ts`, `<Page>.es.ts`) so that a page carries one language's words.
 */
const bilingual = (path: string, page: string) => [
  path ? route(path, `${page}.en.ts`) : index(`${page}.en.ts`),
  route(path ? `es/${path}` : "es", `${page}.es.ts`, { id: `es/${path}` }),
];

export default [
  ...bilingual("", feature("content/HomePage")),
  ...bilingual("about", feature("content/AboutPage")),
  route("profiles", feature("companions/CompanionListPage.tsx"), { id: "wing-women" }),
  route("men-profiles", feature("companions/CompanionListPage.tsx"), { id: "wing-men" }),
  route("profiles/:id", feature("companions/CompanionDetailPage.tsx"), { id: "wing-woman" }),
  route("men-profiles/:id", feature("companions/CompanionDetailPage.tsx"), { id: "wing-man" }),
  ...bilingual("services", feature("bookings/ServicesPage")),
  ...bilingual("how-it-works", feature("bookings/HowItWorksPage")),
  ...bilingual("pricing", feature("bookings/PricingPage")),
  route("contact", feature("bookings/ContactPage.tsx")),
  route("booking", feature("bookings/booking-without-companion.ts")),
  route("booking/:id", feature("bookings/BookingPage.tsx")),
  route("franchise", feature("content/FranchisePage.tsx")),
  route("events", feature("events/EventsPage.tsx")),
  route("social-tips", feature("rizz/SocialTipsPage.tsx")),
  route("rizz", feature("rizz/RizzPage.tsx")),
  route("hiring", feature("hiring/HiringPage.tsx")),
  route("become-member", feature("billing/BecomeMemberPage.tsx")),
  route("vip-signup", feature("billing/VipSignupPage.tsx")),
  route("terms", feature("content/TermsPage.tsx")),
  route("privacy", feature("content/PrivacyPage.tsx")),
  route("admin", feature("admin/AdminPage.tsx")),
  route("user-profile", feature("account/UserProfilePage.tsx")),
  route("account", feature("account/AccountPage.tsx")),
  route("saved-profiles", feature("saved/SavedProfilesPage.tsx")),
  route("vip-profile-manager", feature("member-profiles/VipProfileManagerPage.tsx")),
  // The route table says /vip-profiles/{id}, the screen links to /vip-profile/{id}: both work.
  route("vip-profiles/:id", feature("member-profiles/VipProfileViewerPage.tsx"), { id: "vip-profiles" }),
  route("vip-profile/:id", feature("member-profiles/VipProfileViewerPage.tsx"), { id: "vip-profile" }),
  route("auth", feature("account/AuthPage.tsx")),
  route("my-bookings", feature("bookings/MyBookingsPage.tsx")),
  route("bookings/:id", feature("bookings/ManageBookingPage.tsx")),
  route("messages", feature("messages/MessagesPage.tsx")),
  route("workspace", feature("workspace/WorkspacePage.tsx")),
  route("membership/welcome", feature("billing/WelcomePage.tsx")),
  route("sandbox/checkout/:id", feature("billing/SandboxCheckoutPage.tsx")),
  route("sandbox/portal", feature("billing/SandboxPortalPage.tsx")),
  route("es/*", "layout/NotFoundPage.es.ts", { id: "es/*" }),
  route("*", "layout/NotFoundPage.en.ts"),
] satisfies RouteConfig;
