import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useText } from "../../web/i18n/text.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { fileReport } from "./queries.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import { Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import type reports from "./reports.messages.en.ts";
import { reportInput } from "./schema.ts";

const reportForm = reportInput.pick({ reason: true });

export interface ReportDialogProps {
  subjectType: "companion" | "review" | "message";
  subjectId: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The report form: a reason, sent to the admin queue. */
export default function ReportDialog({ subjectType, subjectId, label, open, onOpenChange: setOpen }: ReportDialogProps) {
  const form = useForm({ resolver: zodResolver(reportForm), defaultValues: { reason: "" } });
  const reason = useWatch({ control: form.control, name: "reason" });
  const t = useText<typeof reports>();
  const say = useSentence();

  const send = form.handleSubmit(async ({ reason }) => {
    try {
      await fileReport({ subjectType, subjectId, reason });
      toast.success(t("report.sent"), { description: t("report.thanks") });
      form.reset({ reason: "" });
      setOpen(false);
    } catch (error) {
      toast.error(t("report.notSent"), { description: error instanceof ApiError ? say(error) : t("report.tryAgain") });
    }
  });
  const sending = form.formState.isSubmitting;
  const problem = form.formState.errors.reason?.message;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>{label}</DialogTitle>
        <DialogDescription>{t("report.lead")}</DialogDescription>
        <form className="mt-3 grid gap-2" onSubmit={send} noValidate>
          <label htmlFor={`report-${subjectId}`} className="text-sm font-medium">
            {t("report.reason")}
          </label>
          <Textarea id={`report-${subjectId}`} rows={4} maxLength={1000} aria-invalid={problem ? true : undefined} {...form.register("reason")} />
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {say(problem)}
            </p>
          ) : null}
          <Button type="submit" className="mt-1 justify-self-start" disabled={sending || reason.trim().length < 5}>
            {sending ? t("report.sending") : t("report.send")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
