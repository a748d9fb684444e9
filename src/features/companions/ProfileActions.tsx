import { Bookmark, BookmarkCheck, MessageCircle } from "lucide-react";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../account/AuthProvider.tsx";

/** The viewer's relation to members-only actions (§4 Save and Message buttons). */
function useMemberAction() {
  const { user, isMember, isAdmin } = useAuth();
  return { signedIn: user !== null, allowed: isMember || isAdmin };
}

/** Send Message: disabled with "Login to Message" or "VIP Only" unless a member (§4). */
export function SendMessageButton({ companionName, onOpen, className }: { companionName: string; onOpen?: () => void; className?: string }) {
  const { signedIn, allowed } = useMemberAction();
  const label = !signedIn ? "Login to Message" : !allowed ? "VIP Only" : "Send Message";
  const open =
    onOpen ?? (() => toast.info("Messaging", { description: `Messages to ${companionName} open with our member-messaging release.` }));
  return (
    <Button variant="outline" className={className} disabled={!allowed} onClick={open}>
      <MessageCircle aria-hidden /> {label}
    </Button>
  );
}

/** Save: "Login to Save", "VIP Only", then Save / Saved, and "..." while busy (§4). */
export function SaveButton({ saved = false, busy = false, onToggle }: { saved?: boolean; busy?: boolean; onToggle?: () => void }) {
  const { signedIn, allowed } = useMemberAction();
  const label = !signedIn ? "Login to Save" : !allowed ? "VIP Only" : busy ? "..." : saved ? "Saved" : "Save";
  const toggle = onToggle ?? (() => toast.error("Failed to save profile"));
  return (
    <Button variant="outline" disabled={!allowed || busy} aria-pressed={allowed ? saved : undefined} onClick={toggle}>
      {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />} {label}
    </Button>
  );
}
