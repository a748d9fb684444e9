import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, Star } from "lucide-react";
import { formatReviewDate } from "../../shared/format.ts";
import { SampleLabel } from "../../web/ui/badge.tsx";
import { ReportButton } from "../reports/index.ts";
import { ANONYMOUS_REVIEWER } from "../reviews/index.ts";
import { companionReviewsOptions } from "./queries.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";

/**
 * Client Reviews (§2): loading, then the approved reviews or the empty state. Load failures stay silent (§8).
 * Reviews from clients who had a session with the companion (the server decides, from the bookings) are marked
 * "Verified session" and come first. `reviewCount` is the count beside the rating: when fewer are shown (§7:
 * profile 1 shows 3), the panel says so, so that the two never seem to disagree.
 */
export function ReviewsPanel({ companionId, reviewCount }: { companionId: string; reviewCount: number }) {
  const query = useQuery(companionReviewsOptions(companionId));
  const reviews = query.data?.reviews ?? [];
  const t = useText<typeof companions>();
  const locale = useLocale();
  return (
    <section aria-labelledby="reviews-title" className="rounded-lg border bg-card p-6">
      <h2 id="reviews-title" className="text-2xl font-bold text-secondary">
        {t("reviews.title")}
      </h2>
      {query.isPending ? (
        <p role="status" className="mt-4 text-muted-foreground">
          {t("reviews.loading")}
        </p>
      ) : reviews.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{t("reviews.none")}</p>
      ) : (
        <>
          {reviews.length < reviewCount ? (
            <p className="mt-2 text-sm text-muted-foreground">{t("reviews.latest", { shown: reviews.length, count: reviewCount })}</p>
          ) : null}
          <ul className="mt-4 grid gap-4">
            {reviews.map((review) => (
              <li key={review.id} className="border-b pb-4 last:border-0">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span role="img" aria-label={t("reviews.stars", { rating: review.rating })} className="flex">
                    {[1, 2, 3, 4, 5].map((star) => (
                      <Star key={star} aria-hidden className={star <= review.rating ? "size-4 fill-gold text-gold" : "size-4 text-muted-foreground"} />
                    ))}
                  </span>
                  <span className="font-semibold">{review.reviewer_name === ANONYMOUS_REVIEWER ? t("reviews.anonymous") : review.reviewer_name}</span>
                  <span className="text-sm text-muted-foreground">{formatReviewDate(review.created_at, locale)}</span>
                  {review.verified_session ? (
                    <span title={t("reviews.verified.why")} className="inline-flex items-center gap-1 text-sm font-semibold text-green-700">
                      <BadgeCheck aria-hidden className="size-4" /> {t("reviews.verified")}
                    </span>
                  ) : null}
                  {review.is_sample ? <SampleLabel what="review" /> : null}
                </p>
                {review.review_text ? <p className="mt-1">{review.review_text}</p> : null}
                <p className="mt-1 text-xs">
                  <ReportButton
                    subjectType="review"
                    subjectId={review.id}
                    label={t("reviews.report")}
                    className="text-muted-foreground underline-offset-2 hover:underline"
                  />
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
