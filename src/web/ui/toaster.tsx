import { X } from "lucide-react";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import type * as sonnerModule from "sonner";
import { useText } from "../i18n/text.tsx";
import type common from "../layout/common.messages.en.ts";
import { cn } from "../lib/cn.ts";
import { useTestMode } from "../layout/TestModeNotice.tsx";

// sonner (9 KB gzip) comes with the first tap or key press rather than with every page: most visits never
// show a toast, and one almost always follows an action. Its toaster is drawn once sonner is here, and
// replays the toasts still active when it subscribes, so none is lost while it loads; should sonner fail to
// load (offline, or an old tab after a release), the toasts are shown plainly instead (a later toast tries
// again), since an error a person is not told about is worse.
type Sonner = typeof sonnerModule;

type Kind = "message" | "success" | "error" | "info" | "warning";
type ToastArguments = Parameters<Sonner["toast"]["success"]>;
interface PlainToast {
  id: number;
  kind: Kind;
  title: ReactNode;
  description: ReactNode;
}

interface Toasts {
  sonner: Sonner | null;
  plain: readonly PlainToast[];
}

/** As the server draws them (and as hydration must first draw them): none. */
const NONE: Toasts = { sonner: null, plain: [] };
let toasts = NONE;
const watchers = new Set<() => void>();
let lastPlainId = 0;
const PLAIN_TOAST_MS = 10_000;

function update(change: Partial<Toasts>) {
  toasts = { ...toasts, ...change };
  for (const onChange of watchers) onChange();
}

function watch(onChange: () => void) {
  watchers.add(onChange);
  return () => watchers.delete(onChange);
}

let loadingSonner: Promise<Sonner> | undefined;

function loadSonner(): Promise<Sonner> {
  loadingSonner ??= import("sonner").then(
    (sonner) => {
      update({ sonner });
      return sonner;
    },
    (error: unknown) => {
      loadingSonner = undefined;
      throw error;
    },
  );
  return loadingSonner;
}

const dismissPlain = (id: number) => update({ plain: toasts.plain.filter((shown) => shown.id !== id) });

function showPlain(kind: Kind, [title, data]: ToastArguments) {
  const id = ++lastPlainId;
  const description = typeof data?.description === "function" ? data.description() : data?.description;
  update({ plain: [...toasts.plain, { id, kind, title: typeof title === "function" ? title() : title, description }] });
  setTimeout(() => dismissPlain(id), PLAIN_TOAST_MS);
}

function shows(kind: Kind) {
  return (...args: ToastArguments): void => {
    loadSonner().then(
      ({ toast }) => toast[kind](...args),
      () => showPlain(kind, args),
    );
  };
}

/** `toast(title, { description })`, `toast.error(…)` and the like, as sonner's, in the order they were called. */
export const toast = Object.assign(shows("message"), {
  success: shows("success"),
  error: shows("error"),
  info: shows("info"),
  warning: shows("warning"),
});

/** A phone's width (below Tailwind's `sm`), where toasts rise from the bottom of the screen. */
const PHONE = "(max-width: 639px)";
const watchWidth = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Where toasts appear: nothing until sonner is here, or one could not be shown by it. On a computer, at the
 * top right below the sticky header; on a phone, across the bottom of the screen (above the test mode bar
 * when it shows), since at the top they would cover the page's title and the first lines of what the page
 * says; at the bottom they cover the least, and a thumb closes them there.
 */
export function Toaster() {
  const { sonner, plain } = useSyncExternalStore(
    watch,
    () => toasts,
    () => NONE,
  );
  const phone = useSyncExternalStore(
    watchWidth,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  // 8 px above the test mode bar (one line of 33 px) when it shows, else 16 px above the screen's edge.
  const aboveBar = useTestMode();
  const bottom = aboveBar ? 44 : 16;
  useEffect(() => {
    const warmUp = () => void loadSonner().catch(() => {});
    const options = { once: true, capture: true, passive: true } as const;
    window.addEventListener("pointerdown", warmUp, options);
    window.addEventListener("keydown", warmUp, options);
    return () => {
      window.removeEventListener("pointerdown", warmUp, options);
      window.removeEventListener("keydown", warmUp, options);
    };
  }, []);
  return (
    <>
      {sonner && (
        <sonner.Toaster
          position={phone ? "bottom-center" : "top-right"}
          // Below the sticky header (64 px), so a toast never hides the account menu.
          offset={{ top: 72, bottom }}
          mobileOffset={{ bottom, left: 8, right: 8 }}
          closeButton
          toastOptions={{
            classNames: {
              // Failures are marked destructive by a red edge and title; the text keeps full contrast on a white card.
              toast: "!bg-card !text-foreground !border-border",
              description: "!text-muted-foreground",
              error: "!border-l-4 !border-l-destructive [&_[data-title]]:!text-destructive",
              success: "!border-l-4 !border-l-green-700",
            },
          }}
        />
      )}
      {plain.length > 0 && <PlainToasts toasts={plain} aboveBar={aboveBar} />}
    </>
  );
}

/** The toasts as a plain list, where sonner could not be loaded. */
function PlainToasts({ toasts: shown, aboveBar }: { toasts: readonly PlainToast[]; aboveBar: boolean }) {
  const t = useText<typeof common>();
  return (
    <ol
      aria-live="polite"
      className={cn(
        "fixed inset-x-2 z-50 flex flex-col gap-2 sm:bottom-auto sm:left-auto sm:right-4 sm:top-[72px] sm:w-96",
        aboveBar ? "bottom-11" : "bottom-4",
      )}
    >
      {shown.map(({ id, kind, title, description }) => (
        <li
          key={id}
          role={kind === "error" ? "alert" : "status"}
          className={cn(
            "flex items-start gap-3 rounded-md border bg-card p-4 text-sm shadow-lg",
            kind === "error" && "border-l-4 border-l-destructive",
            kind === "success" && "border-l-4 border-l-green-700",
          )}
        >
          <div className="flex-1">
            <p className={cn("font-medium", kind === "error" && "text-destructive")}>{title}</p>
            {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
          </div>
          <button
            type="button"
            aria-label={t("dialog.close")}
            onClick={() => dismissPlain(id)}
            className="rounded-sm p-1 text-muted-foreground hover:text-foreground"
          >
            <X aria-hidden className="size-4" />
          </button>
        </li>
      ))}
    </ol>
  );
}
