import { and, desc, eq, exists, gt, isNull, lte, or, sql } from "drizzle-orm";
import { enqueueMail } from "../../server/adapters/mail/outbox.ts";
import { companionAccounts, users } from "../../server/auth/tables.ts";
import type { Db } from "../../server/db/client.ts";
import { mailText } from "../../server/mail-words/index.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { pageLink, paths } from "../../shared/paths.ts";
import { companionNamesOf } from "../companions/index.server.ts";
import { conversations, messages, threadSides } from "./tables.server.ts";

/** A message nobody on its side has seen for this long is mailed about... */
export const UNSEEN_BEFORE_MAIL_MS = 15 * 60_000;
/** ...and a thread mails each side at most once in this long. */
export const ONE_MAIL_PER_THREAD_MS = 60 * 60_000;

/** The side being told, and the side whose messages it has not seen. */
type Side = "member" | "staff";

type DueThread = { id: string; memberId: string; companionId: string };

/**
 * Mails each side of a thread about messages it has not seen for 15 minutes: the member about answers, the
 * companion's own account about members' messages (the team's inbox is told of each one as it comes). Claiming a
 * thread stamps it in the same statement, so several instances running the sweep mail once.
 */
export async function mailUnreadMessages(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  let mailed = 0;
  for (const side of ["member", "staff"] as const) {
    mailed += await db.transaction(async (tx) => {
      const due = await claimDueThreads(tx, side, now);
      let sent = 0;
      for (const thread of due) if (await mailAboutThread(tx, publicUrl, side, thread)) sent += 1;
      return sent;
    });
  }
  return mailed;
}

async function claimDueThreads(tx: Db, side: Side, now: Date): Promise<DueThread[]> {
  const { readAt, mailedAt, reads } = threadSides[side];
  const unseen = tx
    .select({ one: sql`1` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversations.id),
        eq(messages.sender, reads),
        lte(messages.createdAt, new Date(now.getTime() - UNSEEN_BEFORE_MAIL_MS)),
        gt(messages.createdAt, sql`coalesce(${readAt}, '-infinity'::timestamptz)`),
        gt(messages.createdAt, sql`coalesce(${mailedAt}, '-infinity'::timestamptz)`),
      ),
    );
  return tx
    .update(conversations)
    .set(side === "member" ? { memberMailedAt: now } : { staffMailedAt: now })
    .where(and(or(isNull(mailedAt), lte(mailedAt, new Date(now.getTime() - ONE_MAIL_PER_THREAD_MS))), exists(unseen)))
    .returning({ id: conversations.id, memberId: conversations.memberId, companionId: conversations.companionId });
}

interface Reader {
  email: string;
  locale: Locale;
  emailVerified: boolean;
}

const readerColumns = { email: users.email, locale: users.locale, emailVerified: users.emailVerified };

/** The account told on this side: the member, or the companion's linked account (none: nobody to mail). */
async function readerOf(tx: Db, side: Side, thread: DueThread): Promise<Reader | undefined> {
  if (side === "member") return (await tx.select(readerColumns).from(users).where(eq(users.id, thread.memberId)))[0];
  const [reader] = await tx
    .select(readerColumns)
    .from(companionAccounts)
    .innerJoin(users, eq(users.id, companionAccounts.userId))
    .where(eq(companionAccounts.companionId, thread.companionId));
  return reader;
}

async function mailAboutThread(tx: Db, publicUrl: string, side: Side, thread: DueThread): Promise<boolean> {
  const reader = await readerOf(tx, side, thread);
  if (!reader) return false;
  const t = mailText(reader.locale);
  const link = `${pageLink(publicUrl, paths.messages, reader.locale)}?c=${thread.id}`;
  let subject: string;
  let intro: string;
  if (side === "member") {
    const companion = (await companionNamesOf(tx, [thread.companionId])).get(thread.companionId) ?? "";
    subject = t("reply.subject", { companion });
    intro = t("reply.text", { companion });
  } else {
    const [member] = await tx.select({ name: users.name }).from(users).where(eq(users.id, thread.memberId));
    subject = t("unread.staff.subject", { member: member?.name ?? "" });
    intro = t("unread.staff.text", { member: member?.name ?? "" });
  }
  // The text itself only to an address its owner has confirmed: a mistyped address must not receive it.
  const latest = reader.emailVerified ? await latestFrom(tx, thread.id, threadSides[side].reads) : null;
  const quoted = latest ? [t("unread.latest"), latest, ""] : [];
  await enqueueMail(tx, { kind: "message-unread", to: reader.email, subject, text: [intro, "", ...quoted, t("reply.read", { link })].join("\n") });
  return true;
}

async function latestFrom(tx: Db, conversationId: string, writer: "member" | "staff"): Promise<string | null> {
  const [row] = await tx
    .select({ body: messages.body })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, writer)))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row?.body ?? null;
}
