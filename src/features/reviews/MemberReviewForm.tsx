import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { ApiError, api } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import { Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { reviewInput, reviewToasts, type OwnReviewResponse, type ReviewInput } from "./schema.ts";

/** A member's review of one companion: new, or an update of their own. */
export default function MemberReviewForm({ companion }: { companion: { id: string; name: string } }) {
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: ["reviews", "mine", companion.id],
    queryFn: ({ signal }) => api.get<OwnReviewResponse>(`/api/companions/${encodeURIComponent(companion.id)}/my-review`, { signal }),
  });
  const blank: ReviewInput = { rating: 0, reviewText: "" };
  const form = useForm({ resolver: zodResolver(reviewInput), defaultValues: blank });
  const rating = useWatch({ control: form.control, name: "rating" });

  const submit = form.handleSubmit(async (review) => {
    try {
      await api.post(`/api/companions/${encodeURIComponent(companion.id)}/reviews`, review);
      toast.success(reviewToasts.submitted.title, { description: reviewToasts.submitted.description });
      form.reset(blank);
      void queryClient.invalidateQueries({ queryKey: ["reviews", "mine", companion.id] });
    } catch (error) {
      const toastOf =
        error instanceof ApiError && error.status === 401
          ? reviewToasts.loginRequired
          : error instanceof ApiError && error.status === 403
            ? reviewToasts.membershipRequired
            : reviewToasts.failed;
      toast.error(toastOf.title, { description: toastOf.description });
    }
  }, showProblem);

  const existing = mine.data?.review;
  return (
    <section aria-labelledby="review-form-title" className="rounded-lg border bg-card p-6">
      <h2 id="review-form-title" className="text-2xl font-bold text-secondary">
        {existing ? "Update your review" : `Review ${companion.name}`}
      </h2>
      {existing && !existing.isApproved ? <p className="mt-1 text-sm text-muted-foreground">Your review is pending admin approval.</p> : null}
      <form className="mt-4 grid gap-3" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="text-sm font-medium">Your rating</legend>
          <div role="radiogroup" aria-label="Star rating" className="mt-1 flex gap-1">
            {[1, 2, 3, 4, 5].map((star) => (
              <button
                key={star}
                type="button"
                role="radio"
                aria-checked={rating === star}
                aria-label={`${star} ${star === 1 ? "star" : "stars"}`}
                onClick={() => form.setValue("rating", star)}
                className="rounded p-1"
              >
                <Star aria-hidden className={cn("size-7", star <= rating ? "fill-gold text-gold" : "text-muted-foreground")} />
              </button>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`review-text-${companion.id}`} className="text-sm font-medium">
          Your review (optional)
        </label>
        <Textarea id={`review-text-${companion.id}`} rows={4} maxLength={2000} {...form.register("reviewText")} />
        <Button type="submit" disabled={form.formState.isSubmitting} className="justify-self-start">
          {form.formState.isSubmitting ? "Submitting..." : "Submit Review"}
        </Button>
      </form>
    </section>
  );
}

/** A missing star is the spec's "Rating required" toast; anything else says what to change. */
function showProblem(errors: FieldErrors<ReviewInput>) {
  if (errors.rating) toast.error(reviewToasts.ratingRequired.title, { description: reviewToasts.ratingRequired.description });
  else if (errors.reviewText?.message) toast.error(reviewToasts.failed.title, { description: errors.reviewText.message });
}
