import { Bookmark, BookmarkCheck, MessageCircle } from "lucide-react";
import { Suspense, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { loginHref } from "../../web/layout/login-link.ts";
import { Button } from "../../web/ui/button.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { MessageDialog } from "../messages/index.ts";
import { useSavedToggle } from "../saved/index.ts";
import { useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";

/** The viewer's relation to members-only actions (§4 Save and Message buttons). */
function useMemberAction() {
  const { user, hasVipAccess } = useAuth();
  return { signedIn: user !== null, allowed: hasVipAccess };
}

/** For a visitor, a members-only action is a link to log in and come back here (it works before the app has started too). */
function LoginToAct({ className, children }: { className?: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Button asChild variant="outline" className={className}>
      <Link to={loginHref(pathname, search)}>{children}</Link>
    </Button>
  );
}

/** Send Message: "Login to Message" (a link to log in), "VIP Only" (disabled) unless a member (§4); opens the message dialog. */
export function SendMessageButton({ companion, className }: { companion: { id: string; name: string }; className?: string }) {
  const { signedIn, allowed } = useMemberAction();
  const t = useText<typeof companions>();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so a message typed and closed is still there when reopened.
  const [opened, setOpened] = useState(false);
  if (!signedIn) {
    return (
      <LoginToAct className={className}>
        <MessageCircle aria-hidden /> {t("action.loginToMessage")}
      </LoginToAct>
    );
  }
  const label = allowed ? t("action.sendMessage") : t("action.vipOnly");
  return (
    <>
      <Button
        variant="outline"
        className={className}
        disabled={!allowed}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MessageCircle aria-hidden /> {label}
      </Button>
      {allowed && opened ? (
        <Suspense fallback={null}>
          <MessageDialog companion={companion} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Save: "Login to Save" (a link to log in), "VIP Only" (disabled), then Save / Saved, and "..." while busy (§4). */
export function SaveButton({ companionId }: { companionId: string }) {
  const { signedIn, allowed } = useMemberAction();
  const t = useText<typeof companions>();
  if (!signedIn) {
    return (
      <LoginToAct>
        <Bookmark aria-hidden /> {t("action.loginToSave")}
      </LoginToAct>
    );
  }
  if (!allowed) {
    return (
      <Button variant="outline" disabled>
        <Bookmark aria-hidden /> {t("action.vipOnly")}
      </Button>
    );
  }
  return <MemberSaveButton companionId={companionId} />;
}

function MemberSaveButton({ companionId }: { companionId: string }) {
  const { saved, busy, toggle } = useSavedToggle(companionId);
  const t = useText<typeof companions>();
  return (
    <Button variant="outline" disabled={busy} aria-pressed={saved} onClick={toggle}>
      {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />} {busy ? "..." : saved ? t("action.saved") : t("action.save")}
    </Button>
  );
}
