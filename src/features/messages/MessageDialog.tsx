import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../web/lib/api.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import { Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { messagesKey, sendToCompanion } from "./queries.ts";
import { MESSAGE_MAX_LENGTH, messageToasts } from "./schema.ts";
import { useMessageForm } from "./use-message-form.ts";
import { useWords } from "../../web/i18n/words.ts";
import { messageWords } from "./words.ts";
import { useText } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import type words from "./messages.messages.en.ts";

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
  useWords(messageWords);
  const t = useText<typeof words>();
  const say = useSentence();
  const { register, text, submit, sending } = useMessageForm(async ({ message }) => {
    try {
      await sendToCompanion(companion.id, message);
      toast.success(say(messageToasts.sent.title), { description: t("sent.description", { name: companion.name }) });
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: messagesKey });
      return "sent";
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(say(messageToasts.loginRequired.title), { description: say(messageToasts.loginRequired.description) });
      } else {
        toast.error(say(messageToasts.failed.title), {
          description: say(error instanceof ApiError ? messageToasts.failed.description : messageToasts.unexpected.description),
        });
      }
      return "failed";
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t("dialog.title", { name: companion.name })}</DialogTitle>
        <DialogDescription>{t("dialog.privacy")}</DialogDescription>
        <form className="mt-4 grid gap-2" onSubmit={submit} noValidate>
          <label htmlFor={`message-${companion.id}`} className="text-sm font-medium">
            {t("dialog.label")}
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
            {sending ? t("dialog.sending") : t("dialog.send")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
