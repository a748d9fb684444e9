import { cn } from "../../web/lib/cn.ts";
import type { Picture } from "./schema.ts";

/** A companion photo: AVIF where the browser takes it, WebP otherwise, card or full size by layout width. */
export function CompanionPicture({
  picture,
  name,
  sizes,
  className,
  eager = false,
}: {
  picture: Picture | null;
  name: string;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  if (!picture) {
    return (
      <div aria-hidden className={cn("grid place-items-center bg-accent font-display text-5xl font-bold text-accent-foreground", className)}>
        {name.slice(0, 1)}
      </div>
    );
  }
  const srcSet = (format: "avif" | "webp") => `${picture.card[format]} ${picture.card.width}w, ${picture.full[format]} ${picture.full.width}w`;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={picture.card.webp}
        alt={picture.alt}
        width={picture.card.width}
        height={picture.card.width}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={cn("object-cover", className)}
      />
    </picture>
  );
}
