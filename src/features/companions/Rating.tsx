import { Star } from "lucide-react";

/** Stars with the average (one decimal) and the count; nothing when there are no reviews (§2). */
export function Rating({ rating, count }: { rating: number; count: number }) {
  if (count === 0) return <p className="text-sm text-muted-foreground">New on Wingmate</p>;
  return (
    <p className="flex items-center gap-1 text-sm">
      <Star aria-hidden className="size-4 fill-gold text-gold" />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="text-muted-foreground">
        ({count} {count === 1 ? "review" : "reviews"})
      </span>
    </p>
  );
}
