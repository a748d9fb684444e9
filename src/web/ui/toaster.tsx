import { lazy, Suspense, useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

// sonner (9 KB gzip) comes with the first toast rather than with every page: most visits never show one.
// It replays the toasts still active when its toaster subscribes, so none is lost while it loads.
const loadSonner = () => import("sonner");
const SonnerToaster = lazy(() => import("./sonner-toaster.tsx"));

let toasterWanted = false;
const toasterWatchers = new Set<() => void>();

function watchToaster(onChange: () => void) {
  toasterWatchers.add(onChange);
  return () => toasterWatchers.delete(onChange);
}

/** Where toasts appear: nothing until the first one is shown. */
export function Toaster() {
  const wanted = useSyncExternalStore(
    watchToaster,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

type Kind = "message" | "success" | "error" | "info" | "warning";
type ToastArguments = Parameters<typeof sonnerToast.success>;

function shows(kind: Kind) {
  return (...args: ToastArguments): void => {
    if (!toasterWanted) {
      toasterWanted = true;
      for (const onChange of toasterWatchers) onChange();
    }
    void loadSonner().then(({ toast }) => toast[kind](...args));
  };
}

/** `toast(title, { description })`, `toast.error(…)` and the like, as sonner's, in the order they were called. */
export const toast = Object.assign(shows("message"), {
  success: shows("success"),
  error: shows("error"),
  info: shows("info"),
  warning: shows("warning"),
});
