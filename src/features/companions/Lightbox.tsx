import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import type { Picture } from "./schema.ts";
import { useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";

/** Full-size photos: arrows and the keyboard's left/right move, a swipe moves on a phone, Escape closes. */
export function Lightbox({
  pictures,
  index,
  onIndexChange,
  onClose,
  name,
}: {
  pictures: Picture[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  name: string;
}) {
  const swipeStart = useRef<number | null>(null);
  const t = useText<typeof companions>();
  const picture = index === null ? undefined : pictures[index];
  const move = (step: number) => {
    if (index !== null) onIndexChange((index + step + pictures.length) % pictures.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") move(1);
    if (event.key === "ArrowLeft") move(-1);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) > 40) move(distance < 0 ? 1 : -1);
  };

  return (
    <Dialog open={picture !== undefined} onOpenChange={(open) => !open && onClose()}>
      {/* On a phone the photo spans the screen's width, larger than the page shows it; from `sm` on, a framed dialog. */}
      <DialogContent
        className="w-full max-w-3xl rounded-none border-x-0 px-0 pb-0 sm:w-[calc(100%-2rem)] sm:rounded-lg sm:border-x sm:px-6 sm:pb-6"
        onKeyDown={onKeyDown}
      >
        <DialogTitle className="px-4 pr-12 text-lg sm:px-0">{t("photos.title", { name })}</DialogTitle>
        <DialogDescription className="px-4 sm:px-0">{t("photos.position", { number: (index ?? 0) + 1, count: pictures.length })}</DialogDescription>
        {picture ? (
          <div className="relative mt-3 touch-pan-y select-none" onPointerDown={(event) => (swipeStart.current = event.clientX)} onPointerUp={onPointerUp}>
            <picture>
              <source type="image/avif" srcSet={picture.full.avif} />
              <img
                src={picture.full.webp}
                alt={picture.alt}
                className="mx-auto max-h-[75vh] w-full object-contain sm:max-h-[70vh] sm:w-auto sm:rounded-md"
                draggable={false}
              />
            </picture>
            {pictures.length > 1 ? (
              <>
                <Button
                  size="icon"
                  variant="secondary"
                  className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full"
                  aria-label={t("photos.previous")}
                  onClick={() => move(-1)}
                >
                  <ChevronLeft aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="secondary"
                  className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full"
                  aria-label={t("photos.next")}
                  onClick={() => move(1)}
                >
                  <ChevronRight aria-hidden />
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
