import { lazy, Suspense, useState } from "react";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import type { ReportDialogProps } from "./ReportDialog.tsx";

/** Loaded when first opened: its form code stays out of the pages' first JavaScript. */
const ReportDialog = lazy(() => import("./ReportDialog.tsx"));

/** Report a companion, review or message, with a reason; it reaches the admin queue. Signed-in accounts only. */
export function ReportButton({ subjectType, subjectId, label }: Pick<ReportDialogProps, "subjectType" | "subjectId" | "label">) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so a reason typed and closed is still there when reopened.
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  return (
    <>
      <button
        type="button"
        className="font-semibold text-primary underline-offset-2 hover:underline"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog subjectType={subjectType} subjectId={subjectId} label={label} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
