import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useEffect } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useText } from "../../web/i18n/text.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import { Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import type reviews from "./reviews.messages.en.ts";
import { ownReviewOptions, submitReview } from "./queries.ts";
import { reviewInput, reviewToasts, type ReviewInput } from "./schema.ts";

type ReviewToast = { title: string; description: string };

/** A member's review of one companion: new, or an update of their own (its stars and words shown to edit). */
export default function MemberReviewForm({ companion }: { companion: { id: string; name: string } }) {
  const queryClient = useQueryClient();
  const t = useText<typeof reviews>();
  const say = useSentence();
  const showToast = (kind: "success" | "error", { title, description }: ReviewToast) => toast[kind](say(title), { description: say(description) });
  const mine = useQuery(ownReviewOptions(companion.id));
  const existing = mine.data?.review;
  const form = useForm({ resolver: zodResolver(reviewInput), defaultValues: { rating: 0, reviewText: "" } satisfies ReviewInput });
  const rating = useWatch({ control: form.control, name: "rating" });

  // An earlier review is what the form edits: its stars and text, until the member changes them.
  const { reset } = form;
  useEffect(() => {
    if (existing) reset({ rating: existing.rating, reviewText: existing.reviewText ?? "" });
  }, [existing, reset]);

  const submit = form.handleSubmit(
    async (review) => {
      try {
        await submitReview(companion.id, review);
        showToast("success", reviewToasts.submitted);
        await queryClient.invalidateQueries({ queryKey: ownReviewOptions(companion.id).queryKey });
      } catch (error) {
        const toastOf =
          error instanceof ApiError && error.status === 401
            ? reviewToasts.loginRequired
            : error instanceof ApiError && error.status === 403
              ? reviewToasts.membershipRequired
              : error instanceof ApiError && error.status === 429
                ? reviewToasts.tooMany
                : reviewToasts.failed;
        showToast("error", toastOf);
      }
    },
    (errors: FieldErrors<ReviewInput>) => {
      // A missing star is the spec's "Rating required" toast; anything else says what to change.
      if (errors.rating) showToast("error", reviewToasts.ratingRequired);
      else if (errors.reviewText?.message) showToast("error", { title: reviewToasts.failed.title, description: errors.reviewText.message });
    },
  );

  return (
    <section aria-labelledby="review-form-title" className="rounded-lg border bg-card p-6">
      <h2 id="review-form-title" className="text-2xl font-bold text-secondary">
        {existing ? t("reviewForm.update") : t("reviewForm.new", { name: companion.name })}
      </h2>
      {existing && !existing.isApproved ? <p className="mt-1 text-sm text-muted-foreground">{t("reviewForm.pending")}</p> : null}
      <form className="mt-4 grid gap-3" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="text-sm font-medium">{t("reviewForm.rating")}</legend>
          <div role="radiogroup" aria-label={t("reviewForm.stars")} className="mt-1 flex gap-1">
            {[1, 2, 3, 4, 5].map((star) => (
              <button
                key={star}
                type="button"
                role="radio"
                aria-checked={rating === star}
                aria-label={t("reviewForm.star", { count: star })}
                onClick={() => form.setValue("rating", star, { shouldDirty: true })}
                className="rounded p-1"
              >
                <Star aria-hidden className={cn("size-7", star <= rating ? "fill-gold text-gold" : "text-muted-foreground")} />
              </button>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`review-text-${companion.id}`} className="text-sm font-medium">
          {t("reviewForm.text")}
        </label>
        <Textarea id={`review-text-${companion.id}`} rows={4} maxLength={2000} {...form.register("reviewText")} />
        <Button type="submit" disabled={form.formState.isSubmitting} className="justify-self-start">
          {form.formState.isSubmitting ? t("reviewForm.busy") : existing ? t("reviewForm.save") : t("reviewForm.submit")}
        </Button>
      </form>
    </section>
  );
}
