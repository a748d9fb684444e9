import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { paths } from "../../shared/paths.ts";
import { ApiError } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { pageMeta, siteOriginOf, type PageMetaArgs } from "../../web/lib/meta.ts";
import { answer, pageQueries, type QueryAnswer } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { adminQueries, FIRST_USER_PAGE } from "./queries.ts";
import { CatalogueSection } from "./CatalogueSection.tsx";
import { ApplicationsSection, BookingsSection, ConsultationsSection, ConversationsSection, FranchiseSection, MembersSection } from "./InboxSections.tsx";
import { ReportsSection, ReviewsSection } from "./ModerationSections.tsx";
import { PaymentsSection } from "./PaymentsSection.tsx";
import { EventsSection } from "./EventsSection.tsx";
import { AuditSection, MailSection, SampleDataSection } from "./OperationsSections.tsx";
import { adminText, type AdminOverview } from "./schema.ts";
import { UsersSection } from "./UsersSection.tsx";
import { LaunchChecklist } from "./LaunchChecklist.tsx";
import { SafetyAlerts } from "./SafetyAlerts.tsx";
import type { PageHandle } from "../../web/page-handle.ts";
import { messageWords } from "../messages/words.ts";
import { bookingWords } from "../bookings/words.ts";
import { reportWords } from "../reports/words.ts";

export const meta = (args: PageMetaArgs) =>
  pageMeta("Admin Dashboard", "Wingmate administration: users, moderation, requests, the catalogue and operations.", siteOriginOf(args));

type Waiting = keyof AdminOverview["waiting"];

interface Section {
  id: string;
  label: string;
  group: string;
  /** The count of what waits in this section, shown as a badge. */
  waiting?: Waiting;
  Component: ComponentType<{ overview: AdminOverview | undefined }>;
}

const SECTIONS: Section[] = [
  { id: "users", label: "Users", group: "People", Component: UsersSection },
  { id: "members", label: "VIP sign-ups", group: "People", Component: MembersSection },
  { id: "reviews", label: "Reviews", group: "Moderation", waiting: "reviews", Component: ReviewsSection },
  { id: "reports", label: "Reports", group: "Moderation", waiting: "reports", Component: ReportsSection },
  { id: "conversations", label: "Conversations", group: "Inbox", waiting: "conversations", Component: ConversationsSection },
  { id: "consultations", label: "Consultations", group: "Inbox", waiting: "consultations", Component: ConsultationsSection },
  { id: "bookings", label: "Bookings", group: "Inbox", waiting: "bookings", Component: BookingsSection },
  { id: "applications", label: "Applications", group: "Inbox", waiting: "applications", Component: ApplicationsSection },
  { id: "franchise", label: "Franchise", group: "Inbox", waiting: "franchise", Component: FranchiseSection },
  { id: "catalogue", label: "Catalogue", group: "Business", Component: CatalogueSection },
  { id: "events", label: "Events", group: "Business", Component: EventsSection },
  { id: "payments", label: "Payments", group: "Business", Component: PaymentsSection },
  { id: "mail", label: "Mail", group: "Operations", waiting: "failedMail", Component: MailSection },
  { id: "sample-data", label: "Sample data", group: "Operations", Component: SampleDataSection },
  { id: "audit", label: "Audit log", group: "Operations", Component: AuditSection },
];
const GROUPS = [...new Set(SECTIONS.map((section) => section.group))];
const FIRST_SECTION = SECTIONS[0] as Section;

/** The section an address shows (`?section=`), the first one by default. */
const sectionOf = (params: URLSearchParams) => SECTIONS.find((section) => section.id === params.get("section")) ?? FIRST_SECTION;

/**
 * Who may see the dashboard, decided by the server: a visitor and a signed-in account without the role get the
 * page's own answers and no admin data; an admin's page opens with the figures and the shown section's first
 * data when it is the Users section (the other sections read theirs when opened).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, services } = pageContextOf(context);
  if (!account.user) return { access: "signed-out" as const, queries: pageQueries() };
  const withUsers = sectionOf(new URL(request.url).searchParams) === FIRST_SECTION;
  const dashboard = await services.admin.dashboard({ withUsers });
  if (!dashboard) return { access: "not-admin" as const, queries: pageQueries() };
  const users: QueryAnswer<unknown>[] = dashboard.users ? [answer(adminQueries.users(FIRST_USER_PAGE), dashboard.users)] : [];
  return { access: "admin" as const, queries: pageQueries(answer(adminQueries.overview(), dashboard.overview), ...users) };
}

/** Moving between sections changes the address only: each section reads its own data, the page is not loaded again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sectionChangeOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return sectionChangeOnly ? false : defaultShouldRevalidate;
}

/** §2 Admin: loading, "Access Denied" (signed out), "Admin Access Required" (not admin), or the dashboard. */
export default function AdminPage() {
  const { access } = useLoaderData<typeof loader>();
  // The server decides: the dashboard's own figures are refused to anyone but an admin.
  const overview = useQuery({ ...adminQueries.overview(), enabled: access === "admin" });
  const refused = overview.error instanceof ApiError && (overview.error.status === 401 || overview.error.status === 403);
  const lookupFailed = overview.isError && !refused;

  useEffect(() => {
    if (lookupFailed) toast.error(adminText.verifyFailed);
  }, [lookupFailed]);

  if (access === "signed-out") {
    return (
      <Gate title={adminText.signedOut.title} description={adminText.signedOut.description}>
        <Button asChild>
          <Link to={`${paths.auth}?next=${encodeURIComponent(paths.admin)}`}>Log In</Link>
        </Button>
      </Gate>
    );
  }
  // A failed role lookup counts as not admin (§8).
  if (access === "not-admin" || overview.isError) {
    return (
      <Gate title={adminText.notAdmin.title} description={adminText.notAdmin.description}>
        <Button asChild variant="outline">
          <Link to={paths.home}>Back to Home</Link>
        </Button>
      </Gate>
    );
  }
  if (overview.isPending) {
    return (
      <p role="status" className="py-24 text-center text-muted-foreground">
        Loading…
      </p>
    );
  }
  return <Dashboard overview={overview.data} />;
}

function Gate({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto grid max-w-md gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-secondary">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      <div className="flex justify-center">{children}</div>
    </section>
  );
}

function Dashboard({ overview }: { overview: AdminOverview | undefined }) {
  const [params, setParams] = useSearchParams();
  const active = sectionOf(params);
  const ActiveSection = active.Component;
  // On a phone the sections scroll sideways: the one shown is brought into the row's view.
  const sectionList = useRef<HTMLUListElement>(null);
  useEffect(() => {
    sectionList.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active.id]);
  // A section asked for from elsewhere (a link with ?section=, such as the events page's "Add an event source")
  // or from the checklist is brought into view: the open checklist above it would otherwise fill the screen.
  // Once the checklist has its height, or the section would move down after the scroll.
  const shownSection = useRef<HTMLDivElement>(null);
  const checklist = useQuery(adminQueries.checklist());
  const [revealSection, setRevealSection] = useState(() => params.has("section"));
  useEffect(() => {
    if (!revealSection || checklist.isPending) return;
    shownSection.current?.scrollIntoView({ block: "start" });
    setRevealSection(false);
  }, [revealSection, checklist.isPending, active.id]);
  return (
    <div className="mx-auto grid max-w-[96rem] gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <div className="lg:col-span-2">
        <h1 className="text-3xl font-bold text-secondary">Admin Dashboard</h1>
        <p className="text-sm text-muted-foreground">Users, moderation, requests, the catalogue, payments and operations.</p>
      </div>
      <div className="grid gap-4 lg:col-span-2">
        <SafetyAlerts />
        <LaunchChecklist
          openSection={(section) => {
            setParams({ section });
            setRevealSection(true);
          }}
        />
      </div>
      {/* A side column from 1024 px; above the section on a tablet (wrapped: the tables get the whole width), scrolled on a phone. */}
      <nav aria-label="Admin sections" className="lg:sticky lg:top-20 lg:self-start">
        {/* relative: the unread counts' screen-reader text (absolutely placed) stays inside the scrolled row. */}
        <ul ref={sectionList} className="relative flex gap-1 overflow-x-auto pb-2 md:flex-wrap md:overflow-visible lg:grid lg:pb-0">
          {GROUPS.map((group) => (
            <li key={group} className="contents lg:block">
              <span className="hidden px-2 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:block">{group}</span>
              <ul className="contents lg:grid lg:gap-0.5">
                {SECTIONS.filter((section) => section.group === group).map((section) => {
                  const count = section.waiting ? (overview?.waiting[section.waiting] ?? 0) : 0;
                  const current = section.id === active.id;
                  return (
                    <li key={section.id} className="shrink-0">
                      <button
                        type="button"
                        aria-current={current ? "page" : undefined}
                        onClick={() => setParams({ section: section.id })}
                        className={cn(
                          "flex min-h-10 w-full items-center justify-between gap-2 rounded-md px-3 text-left text-sm font-medium hover:bg-accent",
                          current && "bg-secondary text-secondary-foreground hover:bg-secondary",
                        )}
                      >
                        {section.label}
                        {count > 0 ? (
                          <span
                            className={cn(
                              "rounded-full px-2 text-xs font-bold",
                              section.waiting === "failedMail" ? "bg-destructive text-destructive-foreground" : "bg-primary text-primary-foreground",
                            )}
                          >
                            {count}
                            <span className="sr-only"> waiting</span>
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      {/* Scrolled to below the sticky site header. */}
      <div ref={shownSection} className="min-w-0 scroll-mt-24">
        <ActiveSection overview={overview} />
      </div>
    </div>
  );
}

export const handle: PageHandle = { words: [messageWords, reportWords, bookingWords] };
