import { X } from "lucide-react";
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import type { toast as sonnerToast } from "sonner";
import { useText } from "../i18n/text.tsx";
import type common from "../layout/common.messages.en.ts";
import { cn } from "../lib/cn.ts";

// sonner (9 KB gzip) comes with the first tap or key press rather than with every page: most visits never
// show a toast, and one almost always follows an action. sonner replays the toasts still active when its
// toaster subscribes, so none is lost while it loads; should it fail to load (offline, or an old tab after a
// release), the toasts are shown plainly instead, since an error a person is not told about is worse.
const loadSonner = () => import("sonner");
const SonnerToaster = lazy<() => ReactNode>(() => import("./sonner-toaster.tsx").catch(() => ({ default: () => null })));

type Kind = "message" | "success" | "error" | "info" | "warning";
type ToastArguments = Parameters<typeof sonnerToast.success>;
interface PlainToast {
  id: number;
  kind: Kind;
  title: ReactNode;
  description: ReactNode;
}

interface Toasts {
  wanted: boolean;
  plain: readonly PlainToast[];
}

/** As the prerendered HTML has them (and as hydration must first draw them): none. */
const NONE: Toasts = { wanted: false, plain: [] };
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

const dismissPlain = (id: number) => update({ plain: toasts.plain.filter((shown) => shown.id !== id) });

function showPlain(kind: Kind, [title, data]: ToastArguments) {
  const id = ++lastPlainId;
  const description = typeof data?.description === "function" ? data.description() : data?.description;
  update({ plain: [...toasts.plain, { id, kind, title: typeof title === "function" ? title() : title, description }] });
  setTimeout(() => dismissPlain(id), PLAIN_TOAST_MS);
}

function shows(kind: Kind) {
  return (...args: ToastArguments): void => {
    if (!toasts.wanted) update({ wanted: true });
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

/** Where toasts appear: nothing until the first one is shown. */
export function Toaster() {
  const { wanted, plain } = useSyncExternalStore(
    watch,
    () => toasts,
    () => NONE,
  );
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
      {wanted && (
        <Suspense fallback={null}>
          <SonnerToaster />
        </Suspense>
      )}
      {plain.length > 0 && <PlainToasts toasts={plain} />}
    </>
  );
}

/** The toasts as a plain list, where sonner could not be loaded. */
function PlainToasts({ toasts: shown }: { toasts: readonly PlainToast[] }) {
  const t = useText<typeof common>();
  return (
    <ol aria-live="polite" className="fixed inset-x-2 top-[72px] z-50 flex flex-col gap-2 sm:left-auto sm:right-4 sm:w-96">
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
