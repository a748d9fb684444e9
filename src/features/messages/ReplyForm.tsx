import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../web/ui/button.tsx";
import { Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { messagesKey, replyInThread } from "./queries.ts";
import { MESSAGE_MAX_LENGTH, messageToasts } from "./schema.ts";
import { useMessageForm } from "./use-message-form.ts";
import { useText } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import type words from "./messages.messages.en.ts";

/** The reply box under a conversation; what was typed stays until it is sent. */
export default function ReplyForm({ threadId, onReplied }: { threadId: string; onReplied: (() => void) | undefined }) {
  const queryClient = useQueryClient();
  const t = useText<typeof words>();
  const say = useSentence();
  const { register, text, submit, sending } = useMessageForm(async ({ message }) => {
    try {
      await replyInThread(threadId, message);
    } catch {
      toast.error(say(messageToasts.failed.title), { description: say(messageToasts.failed.description) });
      return "failed";
    }
    await queryClient.invalidateQueries({ queryKey: messagesKey });
    onReplied?.();
    return "sent";
  });

  return (
    <form className="grid gap-2 border-t p-4" onSubmit={submit} noValidate>
      <label htmlFor="reply" className="text-sm font-medium">
        {t("reply.label")}
      </label>
      <Textarea id="reply" rows={3} maxLength={MESSAGE_MAX_LENGTH} {...register("message")} />
      <Button type="submit" disabled={sending || !text.trim()} className="justify-self-end">
        {sending ? t("reply.sending") : t("reply.send")}
      </Button>
    </form>
  );
}
