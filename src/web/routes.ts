import { route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table (§2). Each page lives in its feature folder; its module holds its loader and actions.
const feature = (file: string) => `../features/${file}`;

/**
 * A page in both languages: English at its path, Spanish under /es/ (an optional first segment), from one
 * route module; its words come in the page's language (its handle's catalogs, src/web/page-handle.ts).
 */
const bilingual = (path: string, page: string, id?: string) => route(path ? `es?/${path}` : "es?", feature(`${page}.tsx`), id ? { id } : {});

export default [
  bilingual("", "content/HomePage"),
  bilingual("about", "content/AboutPage"),
  bilingual("profiles", "companions/CompanionListPage", "wing-women"),
  bilingual("men-profiles", "companions/CompanionListPage", "wing-men"),
  bilingual("profiles/:id", "companions/CompanionDetailPage", "wing-woman"),
  bilingual("men-profiles/:id", "companions/CompanionDetailPage", "wing-man"),
  bilingual("services", "bookings/ServicesPage"),
  bilingual("how-it-works", "bookings/HowItWorksPage"),
  bilingual("pricing", "bookings/PricingPage"),
  bilingual("contact", "bookings/ContactPage"),
  route("es?/booking", feature("bookings/booking-without-companion.ts")),
  bilingual("booking/:id", "bookings/BookingPage"),
  bilingual("franchise", "content/FranchisePage"),
  bilingual("events", "events/EventsPage"),
  bilingual("social-tips", "rizz/SocialTipsPage"),
  bilingual("rizz", "rizz/RizzPage"),
  bilingual("hiring", "hiring/HiringPage"),
  bilingual("become-member", "billing/BecomeMemberPage"),
  bilingual("vip-signup", "billing/VipSignupPage"),
  bilingual("terms", "content/TermsPage"),
  bilingual("privacy", "content/PrivacyPage"),
  route("admin", feature("admin/AdminPage.tsx")),
  bilingual("user-profile", "account/UserProfilePage"),
  bilingual("account", "account/AccountPage"),
  bilingual("saved-profiles", "saved/SavedProfilesPage"),
  bilingual("vip-profile-manager", "member-profiles/VipProfileManagerPage"),
  // The route table says /vip-profiles/{id}, the screen links to /vip-profile/{id}: both work.
  bilingual("vip-profiles/:id", "member-profiles/VipProfileViewerPage", "vip-profiles"),
  bilingual("vip-profile/:id", "member-profiles/VipProfileViewerPage", "vip-profile"),
  bilingual("auth", "account/AuthPage"),
  bilingual("my-bookings", "bookings/MyBookingsPage"),
  bilingual("bookings/:id", "bookings/ManageBookingPage", "booking-page"),
  bilingual("messages", "messages/MessagesPage"),
  route("workspace", feature("workspace/WorkspacePage.tsx")),
  bilingual("membership/welcome", "billing/WelcomePage"),
  bilingual("sandbox/checkout/:id", "billing/SandboxCheckoutPage"),
  bilingual("sandbox/portal", "billing/SandboxPortalPage"),
  // Remembers a reader's choice of language (a cookie), then opens the page in it.
  route("language-choice", "layout/language-choice.ts"),
  route("*", "layout/NotFoundPage.tsx"),
] satisfies RouteConfig;
