import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { formatDateTime } from "../../shared/format.ts";
import { bookingManagePath, companionPath, paths } from "../../shared/paths.ts";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { RichText, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { loginHref } from "../../web/layout/login-link.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { AllBookingsTable } from "./AllBookingsTable.tsx";
import { bookingsKey, ownBookingsOptions } from "./queries.ts";
import { PageClockProvider, usePageNow } from "./page-clock.tsx";
import type bookingCatalog from "./booking.messages.en.ts";
import { useBookingWords } from "./booking-words.ts";
import { BookingStatusChips } from "./BookingStatusChips.tsx";
import { CancelBookingDialog } from "./CancelBookingDialog.tsx";
import { ReschedulePanel } from "./ReschedulePanel.tsx";
import type { BookingView } from "./schema.ts";
import { usePayBooking } from "./use-pay-booking.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { marketingWords } from "../../web/content/words.ts";
import { bookingWords } from "./words.ts";

export const meta = localizedPageMeta<typeof bookingCatalog>("mine");

/** A visitor is sent to log in and back here; a signed-in client's page starts with their bookings. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const mine = await pageContextOf(context).services.bookings.mine();
  if (!mine) throw redirect(loginHref(url.pathname, url.search));
  return { now: Date.now(), queries: pageQueries(answer(ownBookingsOptions(), mine)) };
}

export default function MyBookingsPage() {
  const { now } = useLoaderData<typeof loader>();
  const { isAdmin } = useAuth();
  const t = useText<typeof bookingCatalog>();
  const policy = useText<typeof marketing>();
  return (
    <PageClockProvider now={now}>
      <PageIntro title={t("mine.title")} lead={policy("policy.cancellation")} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-12 sm:px-6">
        <OwnBookings />
        {isAdmin ? <AllBookingsTable /> : null}
      </div>
    </PageClockProvider>
  );
}

/** Still ahead and still on: held while awaiting payment, or confirmed. */
const isUpcoming = (booking: BookingView, now: number) =>
  (booking.status === "pending" || booking.status === "confirmed") && new Date(booking.endsAt).getTime() >= now;
const rowId = (id: string) => `booking-${id}`;

function OwnBookings() {
  const queryClient = useQueryClient();
  const t = useText<typeof bookingCatalog>();
  const localized = useLocalizedPath();
  const mine = useQuery(ownBookingsOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingsKey });
  const replace = (next: BookingView) => {
    queryClient.setQueryData(ownBookingsOptions().queryKey, (old) =>
      old ? { bookings: old.bookings.map((item) => (item.id === next.id ? next : item)) } : old,
    );
    void refresh();
  };
  const now = usePageNow();
  const list = mine.data?.bookings ?? [];
  const upcoming = list.filter((booking) => isUpcoming(booking, now));
  const past = list.filter((booking) => !isUpcoming(booking, now));
  if (mine.isPending) return <p role="status">{t("mine.loadingList")}</p>;
  if (mine.isError) {
    return (
      <p role="alert">
        {t("mine.loadFailed")}{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => void mine.refetch()}>
          {t("manage.tryAgain")}
        </Button>
      </p>
    );
  }
  return (
    <>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-2xl font-bold text-secondary">
          {t("mine.upcoming")}
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-2 text-muted-foreground">
            <RichText<typeof bookingCatalog>
              id="mine.none"
              components={{ 0: <Link to={localized(paths.wingWomen)} className="font-semibold text-primary underline" /> }}
            />
          </p>
        ) : (
          <BookingList bookings={upcoming} onChanged={replace} />
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-title">
          <h2 id="past-title" className="text-2xl font-bold text-secondary">
            {t("mine.past")}
          </h2>
          <BookingList bookings={past} onChanged={replace} />
        </section>
      ) : null}
    </>
  );
}

function BookingList({ bookings, onChanged }: { bookings: BookingView[]; onChanged: (booking: BookingView) => void }) {
  return (
    <ul className="mt-3 grid gap-3">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingRow booking={booking} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}

function BookingRow({ booking, onChanged }: { booking: BookingView; onChanged: (booking: BookingView) => void }) {
  const [moving, setMoving] = useState(false);
  const words = useBookingWords();
  const { t } = words;
  const localized = useLocalizedPath();
  const what = words.what(booking);
  const amount = words.amount(booking.totalPriceCents);
  const { opening, pay } = usePayBooking(booking, null, () => toast.error(t("mine.holdLapsedTitle"), { description: t("manage.holdLapsed") }));

  return (
    <article
      id={rowId(booking.id)}
      tabIndex={-1}
      className="rounded-lg border bg-card p-4 outline-none focus-visible:ring-2 focus-visible:ring-primary"
      aria-label={what}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            <RichText<typeof bookingCatalog>
              id="mine.row"
              values={{ session: words.session.name(booking.sessionType), companion: booking.companion.name }}
              components={{
                0: <Link to={localized(bookingManagePath(booking.id))} className="text-primary underline-offset-2 hover:underline" />,
                1: <Link to={localized(companionPath(booking.companion.id))} className="hover:underline" />,
              }}
            />
          </p>
          <p className="text-sm text-muted-foreground">
            {formatDateTime(booking.startsAt, words.locale)} · {booking.location || t("manage.placeToAgree")} · {amount}
          </p>
          {booking.status === "pending" && booking.holdExpiresAt ? (
            <p className="mt-1 text-sm text-amber-900">{words.holdUntil(booking.holdExpiresAt)}</p>
          ) : null}
        </div>
        <BookingStatusChips booking={booking} />
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {booking.status === "pending" && booking.payable ? (
          <Button size="sm" disabled={opening} onClick={pay} aria-label={t("mine.payLabel", { amount, what })}>
            {opening ? t("submit.redirecting") : t("mine.pay", { amount })}
          </Button>
        ) : null}
        {booking.changeable && !moving ? (
          <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
            {t("manage.reschedule")}
          </Button>
        ) : null}
        {booking.cancellable ? (
          <CancelBookingDialog booking={booking} onCancelled={onChanged} focusAfterCancel={() => document.getElementById(rowId(booking.id))?.focus()} />
        ) : null}
        <Button asChild size="sm" variant="outline">
          <Link to={localized(bookingManagePath(booking.id))} aria-label={t("mine.detailsLabel", { what })}>
            {t("mine.details")}
          </Link>
        </Button>
      </div>
      <ReschedulePanel booking={booking} token={null} open={moving} onClose={() => setMoving(false)} onMoved={onChanged} />
    </article>
  );
}

export const handle: PageHandle = { words: [marketingWords, bookingWords] };
