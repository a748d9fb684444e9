import { useId, type ReactElement, type ReactNode } from "react";
import { Slot } from "radix-ui";
import { useSentence } from "../i18n/sentences.ts";

/**
 * A labelled form control with its error message, wired for screen readers: the control gets the id,
 * `aria-invalid` and `aria-describedby` pointing at the message, shown in the page's language.
 */
export function FormField({ label, error, hint, children }: { label: ReactNode; error?: string; hint?: ReactNode; children: ReactElement }) {
  const id = useId();
  const say = useSentence();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}
