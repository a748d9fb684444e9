import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { answer, pageQueries, type QueryAnswer } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type words from "./messages.messages.en.ts";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { conversationsOptions, threadOptions } from "./queries.ts";
import type { ConversationSummary } from "./schema.ts";
import { ThreadView } from "./ThreadView.tsx";
import { useMessagesPolling } from "./live-messages.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { messageWords } from "./words.ts";
import { reportWords } from "../reports/words.ts";

export const meta = localizedPageMeta<typeof words>("messages");

/** The viewer's conversations and the one the address opens (`?c=`), in the page's queries; a visitor is asked to log in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { services } = pageContextOf(context);
  const selected = new URL(request.url).searchParams.get("c");
  // The thread first: reading it marks it read, so the list read after it counts it read.
  const thread = selected ? await services.messages.thread(selected) : null;
  const conversations = await services.messages.conversations();
  const answers: QueryAnswer<unknown>[] = [];
  if (conversations) answers.push(answer(conversationsOptions(), conversations));
  if (selected && thread) answers.push(answer(threadOptions(selected), thread));
  return { queries: pageQueries(...answers) };
}

/**
 * Member threads, and for staff (admins, companion accounts) the inbox they answer: staff are told what comes
 * to their inbox, and see their own member threads only when they have some.
 */
export default function MessagesPage() {
  const { user, loading, role } = useAuth();
  const [params] = useSearchParams();
  const list = useQuery({ ...conversationsOptions(), enabled: Boolean(user), refetchInterval: useMessagesPolling() });
  const selected = params.get("c");
  const t = useText<typeof words>();
  const localized = useLocalizedPath();

  if (loading)
    return (
      <p role="status" className="py-24 text-center text-muted-foreground">
        {t("page.loading")}
      </p>
    );
  if (!user) {
    return (
      <PageIntro title={t("page.title")} lead={t("page.logIn")}>
        <Button asChild className="mt-6">
          <Link to={`${localized(paths.auth)}?next=${encodeURIComponent(localized(paths.messages))}`}>{t("page.logInButton")}</Link>
        </Button>
      </PageIntro>
    );
  }
  const mine = list.data?.conversations ?? [];
  const inbox = list.data?.inbox ?? [];
  const staff = role === "wingwoman" || role === "admin";
  const none = mine.length === 0 && inbox.length === 0;
  return (
    <>
      <PageIntro title={t("page.title")} />
      {/* Every grid here has columns that may shrink below their content (grid-cols-1 is minmax(0, 1fr)): a
          long preview or link then wraps or is cut with an ellipsis instead of widening the page. */}
      <div
        className={cn(
          "mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pb-12 sm:px-6",
          none && !selected ? "max-w-2xl" : "md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]",
        )}
      >
        <nav aria-label={t("page.conversations")} className="grid min-w-0 grid-cols-1 content-start gap-4">
          {staff ? (
            <ConversationList
              title={role === "wingwoman" ? t("page.inbox.companion") : t("page.inbox")}
              items={inbox}
              selected={selected}
              empty={role === "wingwoman" ? t("page.inboxNone.companion") : t("page.inboxNone.admin")}
              staff
            />
          ) : null}
          {!staff || mine.length > 0 ? <ConversationList title={t("page.yours")} items={mine} selected={selected} empty={t("page.none")} /> : null}
        </nav>
        {selected ? <ThreadView id={selected} /> : none ? null : <p className="rounded-lg border bg-card p-6 text-muted-foreground">{t("page.choose")}</p>}
      </div>
    </>
  );
}

function ConversationList({
  title,
  items,
  selected,
  empty,
  staff = false,
}: {
  title: string;
  items: ConversationSummary[];
  selected: string | null;
  empty?: string;
  staff?: boolean;
}) {
  const t = useText<typeof words>();
  return (
    <section className="min-w-0">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={{ search: `?c=${encodeURIComponent(item.id)}` }}
                preventScrollReset
                aria-current={selected === item.id ? "page" : undefined}
                className={cn("block w-full rounded-lg border bg-card p-3 text-left hover:bg-accent", selected === item.id && "border-primary")}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate font-semibold">
                    {staff && item.member ? `${item.member.name} → ${item.companion.name}` : item.companion.name}
                  </span>
                  {item.unread > 0 ? (
                    <span className="shrink-0 rounded-full bg-primary px-2 text-xs font-bold text-primary-foreground">
                      {t("page.unread", { count: item.unread })}
                    </span>
                  ) : null}
                </span>
                <span className="block truncate text-sm text-muted-foreground">{item.lastMessage}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const handle: PageHandle = { words: [messageWords, reportWords] };
