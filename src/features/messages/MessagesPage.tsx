import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import { Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../account/AuthProvider.tsx";
import { conversationsOptions, replyInThread, threadOptions } from "./api.ts";
import { MESSAGE_MAX_LENGTH, messageToasts, type ConversationSummary } from "./schema.ts";

export const meta = () => pageMeta("Messages", "Your conversations with Wingmate companions.");

/** Member threads, and for staff (admins, companion accounts) the inbox they answer. */
export default function MessagesPage() {
  const { user, loading } = useAuth();
  const [params, setParams] = useSearchParams();
  const list = useQuery({ ...conversationsOptions(), enabled: Boolean(user) });
  const selected = params.get("c");

  if (loading) return <p role="status" className="py-24 text-center text-muted-foreground">Loading…</p>;
  if (!user) {
    return (
      <PageIntro title="Messages" lead="Log in to read your messages.">
        <Button asChild className="mt-6">
          <Link to={`${paths.auth}?next=/messages`}>Log In</Link>
        </Button>
      </PageIntro>
    );
  }
  const mine = list.data?.conversations ?? [];
  const inbox = list.data?.inbox ?? [];
  return (
    <>
      <PageIntro title="Messages" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-12 sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <nav aria-label="Conversations" className="grid content-start gap-4">
          <ConversationList title="Your conversations" items={mine} selected={selected} onSelect={(id) => setParams({ c: id })} empty="No conversations yet. Send a message from a companion's profile." />
          {inbox.length > 0 ? <ConversationList title="Inbox (reply as staff)" items={inbox} selected={selected} onSelect={(id) => setParams({ c: id })} staff /> : null}
        </nav>
        {selected ? <ThreadView id={selected} /> : <p className="rounded-lg border bg-card p-6 text-muted-foreground">Choose a conversation.</p>}
      </div>
    </>
  );
}

function ConversationList({ title, items, selected, onSelect, empty, staff = false }: { title: string; items: ConversationSummary[]; selected: string | null; onSelect: (id: string) => void; empty?: string; staff?: boolean }) {
  return (
    <section>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onSelect(item.id)}
                aria-current={selected === item.id ? "true" : undefined}
                className={cn("w-full rounded-lg border bg-card p-3 text-left hover:bg-accent", selected === item.id && "border-primary")}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{staff && item.member ? `${item.member.name} → ${item.companion.name}` : item.companion.name}</span>
                  {item.unread > 0 ? <span className="rounded-full bg-primary px-2 text-xs font-bold text-primary-foreground">{item.unread} new</span> : null}
                </span>
                <span className="block truncate text-sm text-muted-foreground">{item.lastMessage}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ThreadView({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const thread = useQuery(threadOptions(id));
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);

  // Reading a thread marks it read: the counts follow.
  useEffect(() => {
    if (thread.dataUpdatedAt) {
      void queryClient.invalidateQueries({ queryKey: ["messages", "unread"] });
      void queryClient.invalidateQueries({ queryKey: ["messages", "list"] });
    }
  }, [thread.dataUpdatedAt, queryClient]);

  const send = async () => {
    if (!text.trim()) return toast.error(messageToasts.required.title, { description: messageToasts.required.description });
    setSending(true);
    try {
      await replyInThread(id, text);
      setText("");
      await queryClient.invalidateQueries({ queryKey: ["messages"] });
    } catch {
      toast.error(messageToasts.failed.title, { description: messageToasts.failed.description });
    } finally {
      setSending(false);
    }
  };

  if (thread.isError) return <p role="alert">This conversation does not exist.</p>;
  if (!thread.data) return <p role="status">Loading…</p>;
  const { conversation, messages, asStaff } = thread.data;
  return (
    <section aria-labelledby="thread-title" className="flex flex-col rounded-lg border bg-card">
      <h2 id="thread-title" className="border-b p-4 text-lg font-semibold">
        {asStaff && conversation.member ? `${conversation.member.name} and ${conversation.companion.name}` : conversation.companion.name}
      </h2>
      <ol className="grid gap-3 p-4">
        {messages.map((message) => {
          const mine = (message.sender === "staff") === asStaff;
          return (
            <li key={message.id} className={cn("max-w-[85%] rounded-lg p-3", mine ? "justify-self-end bg-primary text-primary-foreground" : "bg-muted")}>
              {/* Always rendered as text, never as HTML. */}
              <p className="whitespace-pre-wrap break-words">{message.body}</p>
              <p className={cn("mt-1 text-xs", mine ? "text-primary-foreground/80" : "text-muted-foreground")}>{formatDateTime(message.createdAt)}</p>
            </li>
          );
        })}
      </ol>
      <form
        className="grid gap-2 border-t p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor="reply" className="text-sm font-medium">
          Reply
        </label>
        <Textarea id="reply" rows={3} maxLength={MESSAGE_MAX_LENGTH} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" disabled={sending || !text.trim()} className="justify-self-end">
          {sending ? "Sending..." : "Send Reply"}
        </Button>
      </form>
    </section>
  );
}
