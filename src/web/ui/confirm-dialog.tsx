import { useRef, useState, type ReactElement, type ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog.tsx";

interface ConfirmDialogProps {
  /** The button that asks (it keeps focus when the dialog closes without acting). */
  trigger: ReactElement;
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  /** Runs after "yes"; the dialog closes when it settles. */
  onConfirm: () => Promise<unknown>;
  /** Where focus goes after a confirmed action, when the trigger itself is gone (a removed item's button). */
  focusAfterConfirm?: () => void;
  /** Checked before asking (a form's fields): the dialog opens only when it resolves true. */
  beforeOpen?: () => Promise<boolean>;
  /** More to fill in before "yes" (an optional reason), under the description. */
  children?: ReactNode;
}

/** A destructive action asked first, in words that say what will be lost. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  keepLabel,
  confirmLabel,
  onConfirm,
  focusAfterConfirm,
  beforeOpen,
  children,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmed = useRef(false);
  const confirm = async () => {
    setBusy(true);
    confirmed.current = true;
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  const changeOpen = async (next: boolean) => {
    if (busy) return;
    if (next && beforeOpen && !(await beforeOpen())) return;
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => void changeOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!confirmed.current || !focusAfterConfirm) return;
          confirmed.current = false;
          event.preventDefault();
          requestAnimationFrame(() => focusAfterConfirm());
        }}
      >
        <DialogTitle className="pr-6">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-base text-foreground">{description}</DialogDescription>
        {children}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {keepLabel}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
