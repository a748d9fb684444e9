import { useState } from "react";
import { ApiError, api } from "../../web/lib/api.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import { Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";

/** Report a companion, review or message, with a reason; it reaches the admin queue. */
export function ReportButton({ subjectType, subjectId, label }: { subjectType: "companion" | "review" | "message"; subjectId: string; label: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [sending, setSending] = useState(false);
  if (!user) return null;

  const send = async () => {
    setSending(true);
    try {
      await api.post("/api/reports", { subjectType, subjectId, reason });
      toast.success("Report sent", { description: "Thank you. Our team will look into it." });
      setReason("");
      setOpen(false);
    } catch (error) {
      toast.error("Report not sent", { description: error instanceof ApiError ? error.message : "Please try again." });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button type="button" className="font-semibold text-primary underline-offset-2 hover:underline" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>Tell us what happened. Reports are private; our team reviews every one.</DialogDescription>
          <label htmlFor={`report-${subjectId}`} className="mt-3 text-sm font-medium">
            Reason
          </label>
          <Textarea id={`report-${subjectId}`} rows={4} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button className="mt-3" disabled={sending || reason.trim().length < 5} onClick={() => void send()}>
            {sending ? "Sending..." : "Send Report"}
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}
