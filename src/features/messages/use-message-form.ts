import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { toast } from "../../web/ui/toaster.tsx";
import { messageInput, messageToasts } from "./schema.ts";
import { useSentence } from "../../web/i18n/sentences.ts";

type MessageInput = z.output<typeof messageInput>;

/**
 * A message box read with `messageInput`, the rule the route applies: a blank message is the spec's
 * "Message Required" toast. `send` reports its own failures; what was typed stays until it succeeds.
 */
export function useMessageForm(send: (input: MessageInput) => Promise<"sent" | "failed">) {
  const form = useForm({ resolver: zodResolver(messageInput), defaultValues: { message: "" } });
  const text = useWatch({ control: form.control, name: "message" });
  const say = useSentence();
  const submit = form.handleSubmit(
    async (input) => {
      if ((await send(input)) === "sent") form.reset({ message: "" });
    },
    (errors) => toast.error(say(messageToasts.required.title), { description: say(errors.message?.message ?? messageToasts.required.description) }),
  );
  return { register: form.register, text, submit, sending: form.formState.isSubmitting };
}
