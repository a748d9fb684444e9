import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import { useRef, type ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { useText } from "../i18n/text.tsx";
import type common from "../layout/common.messages.en.ts";

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

/**
 * A modal dialog. When it closes, focus goes back to the control that had it when the dialog opened: Radix
 * does that only for a DialogTrigger, and many of ours open from state (the lightbox, the membership and
 * message dialogs). A dialog's own onCloseAutoFocus that calls preventDefault() decides for itself.
 */
export function DialogContent({ className, children, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof Primitive.Content>) {
  const t = useText<typeof common>();
  // Read as the content mounts, before focus moves into it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <Primitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border bg-card p-6 shadow-xl",
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const control = opener.current;
          if (event.defaultPrevented || !control?.isConnected) return;
          event.preventDefault();
          control.focus();
        }}
        {...props}
      >
        {children}
        <Primitive.Close
          className="absolute right-3 top-3 grid size-8 place-items-center rounded-sm opacity-70 hover:opacity-100"
          aria-label={t("dialog.close")}
        >
          <X aria-hidden className="size-4" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn("text-2xl font-bold text-secondary", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
