import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { formatDateTime } from "../../shared/format.ts";
import { cn } from "../../web/lib/cn.ts";
import { useAppStarted } from "../../web/lib/use-app-started.ts";
import { ReportButton } from "../reports/index.ts";
import { conversationsOptions, threadOptions, unreadOptions } from "./queries.ts";
import { useMessagesPolling } from "./live-messages.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import type words from "./messages.messages.en.ts";

/** The reply box loads beside the thread: its form code stays out of the page's first JavaScript. */
const ReplyForm = lazy(() => import("./ReplyForm.tsx"));

/** One conversation with its reply box: the member's page and the admin inbox both show it. */
export function ThreadView({ id, onReplied }: { id: string; onReplied?: () => void }) {
  const queryClient = useQueryClient();
  const thread = useQuery({ ...threadOptions(id), refetchInterval: useMessagesPolling() });
  const t = useText<typeof words>();
  const locale = useLocale();
  const started = useAppStarted();

  // Reading a thread marks it read: the counts follow.
  useEffect(() => {
    if (thread.dataUpdatedAt) {
      void queryClient.invalidateQueries({ queryKey: unreadOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: conversationsOptions().queryKey });
    }
  }, [thread.dataUpdatedAt, queryClient]);

  if (thread.isError) return <p role="alert">{t("thread.missing")}</p>;
  if (!thread.data) return <p role="status">{t("thread.loading")}</p>;
  const { conversation, messages, asStaff } = thread.data;
  return (
    <section aria-labelledby="thread-title" className="flex min-w-0 flex-col rounded-lg border bg-card">
      <h2 id="thread-title" className="border-b p-4 text-lg font-semibold">
        {asStaff && conversation.member
          ? t("thread.between", { member: conversation.member.name, companion: conversation.companion.name })
          : conversation.companion.name}
      </h2>
      <ol className="grid grid-cols-1 gap-3 p-4">
        {messages.map((message) => {
          const mine = (message.sender === "staff") === asStaff;
          return (
            <li key={message.id} className={cn("max-w-[85%] rounded-lg p-3", mine ? "justify-self-end bg-primary text-primary-foreground" : "bg-muted")}>
              {/* Always rendered as text, never as HTML. */}
              <p className="whitespace-pre-wrap wrap-anywhere">{message.body}</p>
              <p className={cn("mt-1 flex flex-wrap gap-x-3 text-xs", mine ? "text-primary-foreground/80" : "text-muted-foreground")}>
                {formatDateTime(message.createdAt, locale)}
                {mine ? null : (
                  <ReportButton subjectType="message" subjectId={message.id} label={t("thread.report")} className="underline-offset-2 hover:underline" />
                )}
              </p>
            </li>
          );
        })}
      </ol>
      {/* The reply box is drawn once it can answer a press (see useAppStarted); its place is kept meanwhile. */}
      {started ? (
        <Suspense fallback={<div className="min-h-40 border-t" />}>
          <ReplyForm key={id} threadId={id} onReplied={onReplied} />
        </Suspense>
      ) : (
        <div className="min-h-40 border-t" />
      )}
    </section>
  );
}
