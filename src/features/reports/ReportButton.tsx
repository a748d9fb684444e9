import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../../shared/paths.ts";
import { useLocalizedPath } from "../../web/i18n/text.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import type { ReportDialogProps } from "./ReportDialog.tsx";

/** Loaded when first opened: its form code stays out of the pages' first JavaScript. */
const ReportDialog = lazy(() => import("./ReportDialog.tsx"));

/**
 * Report a companion, review or message, with a reason; it reaches the admin queue. Signed-in accounts only:
 * a visitor sees `signedOutLabel` as a link to log in and come back, or nothing.
 */
export function ReportButton({
  subjectType,
  subjectId,
  label,
  signedOutLabel,
  className = "font-semibold text-primary underline-offset-2 hover:underline",
}: Pick<ReportDialogProps, "subjectType" | "subjectId" | "label"> & { signedOutLabel?: string; className?: string }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so a reason typed and closed is still there when reopened.
  const [opened, setOpened] = useState(false);
  if (!user)
    return signedOutLabel ? (
      <Link to={`${localized(paths.auth)}?next=${encodeURIComponent(pathname)}`} className={className}>
        {signedOutLabel}
      </Link>
    ) : null;
  return (
    <>
      <button
        type="button"
        className={className}
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
