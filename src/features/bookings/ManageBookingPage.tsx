import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { data, Link, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { RichText, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type bookingCatalog from "./booking.messages.en.ts";
import { useBookingWords } from "./booking-words.ts";
import { formatDateTime } from "../../shared/format.ts";
import { bookingPath, companionPath, paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { bookingApi, bookingOptions, bookingsKey } from "./queries.ts";
import { PageClockProvider } from "./page-clock.tsx";
import { usePayBooking } from "./use-pay-booking.ts";
import { BookingStatusChips } from "./BookingStatusChips.tsx";
import { CancelBookingDialog } from "./CancelBookingDialog.tsx";
import { ReschedulePanel } from "./ReschedulePanel.tsx";
import type { BookingView } from "./schema.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { marketingWords } from "../../web/content/words.ts";
import { bookingWords } from "./words.ts";

const localizedMeta = localizedPageMeta<typeof bookingCatalog>("manage");
export const meta: typeof localizedMeta = (args) => [...localizedMeta(args), { name: "robots", content: "noindex" }];

/** While the provider's confirmation is on its way (its webhook may lag behind the browser). */
const POLL_MS = 2_000;
const GIVE_UP_AFTER_MS = 2 * 60_000;

const bookingKey = (id: string, token: string | null) => bookingOptions(id, token).queryKey;

/**
 * The booking as its owner or the holder of its signed link sees it; for anyone else, or an unknown or malformed
 * address, only that the link is not valid (a 404, with nothing of the booking).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const token = new URL(request.url).searchParams.get("token");
  const booking = await pageContextOf(context).services.bookings.booking(id, token);
  const now = Date.now();
  if (!booking) return data({ found: false, now, queries: pageQueries() }, { status: 404 });
  return { found: true, now, queries: pageQueries(answer(bookingOptions(id, token), booking)) };
}

/**
 * One booking's page, for its signed-in owner or whoever holds the signed link from the e-mail: where
 * the payment provider sends the client back (`paid=1` after paying), and where the booking is paid,
 * moved or cancelled.
 */
export default function ManageBookingPage() {
  const { found, now } = useLoaderData<typeof loader>();
  return <PageClockProvider now={now}>{found ? <ManagedBooking /> : <InvalidLink />}</PageClockProvider>;
}

function ManagedBooking() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token");
  /** The proof in the link mailed to a free session's address: the page asks before it confirms. */
  const confirmation = params.get("confirm");
  const paid = params.get("paid") === "1";
  const t = useText<typeof bookingCatalog>();
  // Polling stops after a while; the page then says so instead of spinning forever.
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => setGaveUp(true), GIVE_UP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [paid]);
  const query = useQuery({
    ...bookingOptions(id, token),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: (current) => (paid && !gaveUp && current.state.data?.booking.status === "pending" ? POLL_MS : false),
  });

  if (query.isError) {
    const invalid = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return invalid ? <InvalidLink /> : <LoadFailed onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <PageIntro title={t("manage.title")}>
        <p role="status" className="mt-4 text-muted-foreground">
          {t("manage.loading")}
        </p>
      </PageIntro>
    );
  }
  return (
    <BookingDetails
      booking={query.data.booking}
      token={token}
      confirmation={confirmation}
      paid={paid}
      waitingTooLong={gaveUp}
      onCheckAgain={() => void query.refetch()}
    />
  );
}

function InvalidLink() {
  const { user } = useAuth();
  const t = useText<typeof bookingCatalog>();
  const localized = useLocalizedPath();
  return (
    <PageIntro title={t("manage.notFound.title")} lead={t("manage.notFound.lead")}>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{user ? t("manage.notFound.member") : t("manage.notFound.guest")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {user ? (
          <Button asChild>
            <Link to={localized(paths.myBookings)}>{t("manage.myBookings")}</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={`${localized(paths.auth)}?next=${localized(paths.myBookings)}`}>{t("manage.logIn")}</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={localized(paths.wingWomen)}>{t("manage.browse")}</Link>
        </Button>
      </div>
    </PageIntro>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useText<typeof bookingCatalog>();
  return (
    <PageIntro title={t("manage.title")}>
      <p role="alert" className="mt-4 text-muted-foreground">
        {t("manage.loadFailed")}
      </p>
      <Button className="mt-4" onClick={onRetry}>
        {t("manage.tryAgain")}
      </Button>
    </PageIntro>
  );
}

interface DetailsProps {
  booking: BookingView;
  token: string | null;
  confirmation: string | null;
  paid: boolean;
  waitingTooLong: boolean;
  onCheckAgain: () => void;
}

function BookingDetails({ booking, token, confirmation, paid, waitingTooLong, onCheckAgain }: DetailsProps) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [moving, setMoving] = useState(false);
  const words = useBookingWords();
  const { t } = words;
  const localized = useLocalizedPath();
  const what = words.what(booking);
  const session = words.session.name(booking.sessionType);
  const policy = useText<typeof marketing>();
  const confirming = paid && booking.status === "pending" && !waitingTooLong;

  const update = (next: BookingView) => {
    queryClient.setQueryData(bookingKey(booking.id, token), { booking: next });
    void queryClient.invalidateQueries({ queryKey: bookingsKey });
  };

  // Back from paying and confirmed: the spec's toast, once (not again on every poll or a reload).
  const toasted = useRef(false);
  useEffect(() => {
    if (!paid || booking.status !== "confirmed" || toasted.current) return;
    toasted.current = true;
    const key = `wingmate:booking-confirmed:${booking.id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage may be off: the ref still keeps it to one toast on this page.
    }
    toast.success(t("confirmed.title"), {
      description: t("confirmed.description", { session, name: booking.companion.name, when: formatDateTime(booking.startsAt, words.locale) }),
    });
  }, [paid, booking, t, session, words.locale]);

  return (
    <>
      <PageIntro title={t("manage.title")} lead={what} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 pb-12 sm:px-6">
        <section aria-labelledby="booking-summary" className="rounded-lg border bg-card p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="booking-summary" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-secondary outline-none">
              {session}
            </h2>
            <BookingStatusChips booking={booking} />
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Detail term={t("manage.companion")}>
              <Link to={localized(companionPath(booking.companion.id))} className="font-semibold text-primary hover:underline">
                {booking.companion.name}
              </Link>
            </Detail>
            <Detail term={t("manage.when")}>{formatDateTime(booking.startsAt, words.locale)}</Detail>
            <Detail term={t("manage.place")}>{booking.location || t("manage.placeToAgree")}</Detail>
            <Detail term={booking.paymentStatus === "paid" ? t("manage.amountPaid") : t("manage.amount")}>{words.amount(booking.totalPriceCents)}</Detail>
          </dl>
          {/* One live region for the state below: "Confirming your payment…" turns into "Booking confirmed" in place. */}
          <div role="status" aria-live="polite" className="mt-5 empty:hidden">
            {confirming ? <Confirming /> : booking.status === "confirmed" ? <ConfirmedPanel guest={!user} /> : null}
          </div>
          {!confirming ? (
            <StatePanel
              booking={booking}
              token={token}
              confirmation={confirmation}
              paid={paid}
              waitingTooLong={waitingTooLong}
              onCheckAgain={onCheckAgain}
              onChanged={update}
            />
          ) : null}
          {booking.changeable || booking.cancellable ? (
            <div className="mt-6 flex flex-wrap items-center gap-3 border-t pt-5">
              {booking.changeable && !moving ? (
                <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
                  {t("manage.reschedule")}
                </Button>
              ) : null}
              {booking.cancellable && !confirming ? (
                <CancelBookingDialog booking={booking} token={token} onCancelled={update} focusAfterCancel={() => headingRef.current?.focus()} />
              ) : null}
            </div>
          ) : null}
          <ReschedulePanel booking={booking} token={token} open={moving} onClose={() => setMoving(false)} onMoved={update} />
        </section>
        <p className="text-sm text-muted-foreground">{policy("policy.cancellation")}</p>
        {user ? (
          <p>
            <Link to={localized(paths.myBookings)} className="font-semibold text-primary hover:underline">
              {t("manage.allBookings")}
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

function Confirming() {
  return (
    <p className="flex items-start gap-3 rounded-md border bg-muted p-4">
      <LoaderCircle aria-hidden className="mt-0.5 size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none" />
      <span>
        <RichText<typeof bookingCatalog> id="manage.confirming" components={{ 0: <strong /> }} />
      </span>
    </p>
  );
}

function ConfirmedPanel({ guest }: { guest: boolean }) {
  const t = useText<typeof bookingCatalog>();
  return (
    <div className="rounded-md border border-green-700/40 bg-green-50 p-4 text-green-950">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden className="size-5 shrink-0 text-green-700" /> {t("manage.confirmed")}
      </p>
      <p className="mt-1">{t("manage.receipt")}</p>
      {guest ? <p className="mt-1">{t("manage.guestLink")}</p> : null}
    </div>
  );
}

interface StatePanelProps {
  booking: BookingView;
  token: string | null;
  confirmation: string | null;
  paid: boolean;
  waitingTooLong: boolean;
  onCheckAgain: () => void;
  onChanged: (next: BookingView) => void;
}

/** What the client can do or should know in the booking's state (besides reschedule and cancel). */
function StatePanel({ booking, token, confirmation, paid, waitingTooLong, onCheckAgain, onChanged }: StatePanelProps) {
  const words = useBookingWords();
  const { t } = words;
  const localized = useLocalizedPath();
  const bookAgain = (
    <Link to={localized(bookingPath(booking.companion.id, booking.companion.name))} className="font-semibold underline">
      {t("manage.bookAgain")}
    </Link>
  );
  if (booking.status === "pending" && paid && waitingTooLong) {
    return (
      <div className="mt-5 rounded-md border border-amber-700/40 bg-amber-50 p-4 text-amber-950">
        <p>{t("manage.slowProvider")}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={onCheckAgain}>
          {t("manage.checkAgain")}
        </Button>
      </div>
    );
  }
  if (booking.status === "pending" && booking.paymentStatus === "free")
    return <ConfirmPanel booking={booking} confirmation={confirmation} onConfirmed={onChanged} />;
  if (booking.status === "pending") return <PayPanel booking={booking} token={token} bookAgain={bookAgain} />;
  if (booking.status === "expired") {
    return (
      <div className="mt-5 rounded-md border bg-muted p-4">
        <p>{booking.totalPriceCents === 0 ? t("manage.confirmLapsed") : t("manage.holdLapsed")}</p>
        {paid ? <p className="mt-1">{t("manage.holdLapsedAfterPaying")}</p> : null}
        <p className="mt-2">{bookAgain}</p>
      </div>
    );
  }
  if (booking.status === "cancelled") {
    return (
      <div className="mt-5 rounded-md border bg-muted p-4">
        <p>
          {t("manage.cancelled")} {booking.paymentStatus === "free" ? "" : words.cancelledOutcome(booking)}
        </p>
        <p className="mt-2">{bookAgain}</p>
      </div>
    );
  }
  if (booking.status === "completed") return <p className="mt-5 text-muted-foreground">{t("manage.completed")}</p>;
  if (booking.status === "no_show") return <p className="mt-5 text-muted-foreground">{t("manage.noShow")}</p>;
  return null;
}

/**
 * A free session held until its address confirms it: with the proof from the mailed link, a button that
 * confirms (a POST: opening the link alone confirms nothing); without it, where to find that link.
 */
function ConfirmPanel({ booking, confirmation, onConfirmed }: { booking: BookingView; confirmation: string | null; onConfirmed: (next: BookingView) => void }) {
  const [busy, setBusy] = useState(false);
  const [, setParams] = useSearchParams();
  const words = useBookingWords();
  const { t } = words;
  const say = useSentence();
  const hold = booking.holdExpiresAt ? words.holdUntil(booking.holdExpiresAt) : "";
  const confirm = async () => {
    if (!confirmation) return;
    setBusy(true);
    try {
      const { booking: confirmed } = await bookingApi.confirm(booking.id, confirmation);
      onConfirmed(confirmed);
      const when = formatDateTime(confirmed.startsAt, words.locale);
      toast.success(t("confirmed.title"), {
        description: t("confirmed.description", { session: words.session.name(confirmed.sessionType), name: confirmed.companion.name, when }),
      });
      // The proof has done its work: the address bar keeps the booking's own link only.
      setParams(
        (current) => {
          current.delete("confirm");
          return current;
        },
        { replace: true },
      );
    } catch (error) {
      toast.error(t("manage.confirmFailed"), {
        description: say(error instanceof ApiError ? error : "error.unexpected"),
      });
      setBusy(false);
    }
  };
  return (
    <div className="mt-5 rounded-md border border-amber-700/40 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-start gap-2">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span>
          <RichText<typeof bookingCatalog> id={confirmation ? "manage.confirmAsk" : "manage.checkInbox"} values={{ hold }} components={{ 0: <strong /> }} />
        </span>
      </p>
      {confirmation ? (
        <Button size="lg" className="mt-4 w-full sm:w-auto" disabled={busy} onClick={() => void confirm()}>
          {busy ? t("manage.confirmBusy") : t("manage.confirmButton")}
        </Button>
      ) : null}
    </div>
  );
}

function PayPanel({ booking, token, bookAgain }: { booking: BookingView; token: string | null; bookAgain: ReactNode }) {
  const [lapsed, setLapsed] = useState(false);
  const { opening, pay } = usePayBooking(booking, token, () => setLapsed(true));
  const words = useBookingWords();
  const { t } = words;
  if (lapsed) {
    return (
      <div role="alert" className="mt-5 rounded-md border bg-muted p-4">
        <p>{t("manage.holdLapsed")}</p>
        <p className="mt-2">{bookAgain}</p>
      </div>
    );
  }
  return (
    <div className="mt-5 rounded-md border border-amber-700/40 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-start gap-2">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span>
          <RichText<typeof bookingCatalog>
            id="manage.awaiting"
            values={{ hold: booking.holdExpiresAt ? words.holdUntil(booking.holdExpiresAt) : "" }}
            components={{ 0: <strong /> }}
          />
        </span>
      </p>
      {booking.payable ? (
        <Button size="lg" className="mt-4 w-full sm:w-auto" disabled={opening} onClick={pay}>
          {opening ? t("submit.redirecting") : t("manage.pay", { amount: booking.totalPriceCents ? words.money(booking.totalPriceCents) : "" }).trim()}
        </Button>
      ) : null}
    </div>
  );
}

export const handle: PageHandle = { words: [marketingWords, bookingWords] };
