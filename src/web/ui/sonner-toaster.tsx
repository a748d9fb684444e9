import { Toaster } from "sonner";

/**
 * The app's toasts (sonner), mounted with the first toast (see toaster.tsx). Failures use `toast.error` and
 * are marked destructive by a red edge and title; the text keeps full contrast on a white card.
 */
export default function SonnerToaster() {
  return (
    <Toaster
      position="top-right"
      // Below the sticky header (64 px), so a toast never hides the account menu or the phone's menu button.
      offset={{ top: 72 }}
      mobileOffset={{ top: 72, left: 8, right: 8 }}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!bg-card !text-foreground !border-border",
          description: "!text-muted-foreground",
          error: "!border-l-4 !border-l-destructive [&_[data-title]]:!text-destructive",
          success: "!border-l-4 !border-l-green-700",
        },
      }}
    />
  );
}
