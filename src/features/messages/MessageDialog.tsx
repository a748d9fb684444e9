import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../web/lib/api.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import { Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { sendToCompanion } from "./api.ts";
import { MESSAGE_MAX_LENGTH, messageToasts } from "./schema.ts";
import { useMessageForm } from "./use-message-form.ts";

/** The per-companion message dialog (§4): send, then cleared and closed; Send disabled while empty or sending. */
export function MessageDialog({
  companion,
  open,
  onOpenChange,
}: {
  companion: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const { register, text, submit, sending } = useMessageForm(async ({ message }) => {
    try {
      await sendToCompanion(companion.id, message);
      toast.success(messageToasts.sent.title, { description: `${companion.name} will respond soon.` });
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: ["messages"] });
      return "sent";
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(messageToasts.loginRequired.title, { description: messageToasts.loginRequired.description });
      } else {
        toast.error(messageToasts.failed.title, {
          description: error instanceof ApiError ? messageToasts.failed.description : messageToasts.unexpected.description,
        });
      }
      return "failed";
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Message {companion.name}</DialogTitle>
        <DialogDescription>Messages stay on Wingmate: your contact details are never shared.</DialogDescription>
        <form className="mt-4 grid gap-2" onSubmit={submit} noValidate>
          <label htmlFor={`message-${companion.id}`} className="text-sm font-medium">
            Your message
          </label>
          <Textarea
            id={`message-${companion.id}`}
            rows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            {...register("message")}
            aria-describedby={`message-${companion.id}-count`}
          />
          <p id={`message-${companion.id}-count`} className="text-right text-xs text-muted-foreground" aria-live="polite">
            {text.length}/{MESSAGE_MAX_LENGTH}
          </p>
          <Button type="submit" disabled={sending || text.trim().length === 0}>
            {sending ? "Sending..." : "Send Message"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
