import { useQuery } from "@tanstack/react-query";
import { Briefcase, CalendarDays, Settings, Crown, LayoutDashboard, LogOut, Bookmark, Mail, User, CreditCard, Sparkles } from "lucide-react";
import { unreadOptions, useLiveMessages, useMessagesPolling } from "../../features/messages/index.ts";
import { Link, useNavigate } from "react-router";
import { useAuth } from "../session/AuthProvider.tsx";
import { useBillingActions } from "../../features/billing/index.ts";
import { paths } from "../../shared/paths.ts";
import { initialsOf } from "../lib/initials.ts";
import { Badge } from "../ui/badge.tsx";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "../ui/dropdown-menu.tsx";
import { toast } from "../ui/toaster.tsx";
import { useMembershipDialog } from "./MembershipDialog.tsx";
import { useLocalizedPath, useText } from "../i18n/text.tsx";
import { useSentence } from "../i18n/sentences.ts";
import type common from "./common.messages.en.ts";

/**
 * The avatar menu of a signed-in user (§2 Header), per role: membership entries (Profile, Saved Profiles,
 * Manage Subscription) for members, "Upgrade to Member" for clients who are not yet, never for companions and
 * the team; the workspace for companions, the dashboard for admins.
 */
export default function SignedInMenu() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { openMembershipDialog } = useMembershipDialog();
  const { openPortal } = useBillingActions();
  const t = useText<typeof common>();
  const say = useSentence();
  const localized = useLocalizedPath();
  if (!auth.user) return null;
  const { user, profile, isMember, isAdmin, role } = auth;
  const accountLabel = isMember ? t("menu.member") : role === "wingwoman" ? t("menu.companionAccount") : isAdmin ? t("menu.teamAccount") : t("menu.freeMember");
  const signOut = async () => {
    await auth.signOut();
    toast.success(say("auth.signedOut"), { description: say("auth.seeYouSoon") });
    navigate(localized(paths.home));
  };

  return (
    <div className="flex items-center gap-2">
      <UnreadMessagesLink />
      {/* Not beside the desktop links at 1024–1279 px, where they leave no room for it (the menu says "Member"). */}
      {isMember ? (
        <button
          type="button"
          className="hidden rounded-full sm:inline-flex lg:hidden xl:inline-flex"
          aria-label={t("menu.memberDashboard")}
          onClick={() => openMembershipDialog()}
        >
          <Badge>
            <Crown aria-hidden className="size-3" /> {t("menu.member")}
          </Badge>
        </button>
      ) : null}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            aria-label={t("menu.account")}
            className="grid size-9 place-items-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground ring-offset-2 hover:ring-2 hover:ring-primary"
          >
            {profile?.avatarUrl ? <img src={profile.avatarUrl} alt="" className="size-full object-cover" /> : initialsOf(user.name, user.email)}
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block truncate font-semibold">{user.email}</span>
            <span className="block text-xs text-muted-foreground">{accountLabel}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {/* The profile page is a member's (it sends anyone else home). */}
          {isMember ? (
            <DropdownMenuItem asChild>
              <Link to={localized(paths.userProfile)}>
                <User aria-hidden /> {t("menu.profile")}
              </Link>
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem asChild>
            <Link to={localized(paths.account)}>
              <Settings aria-hidden /> {t("menu.settings")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={localized(paths.myBookings)}>
              <CalendarDays aria-hidden /> {t("menu.bookings")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={localized(paths.messages)}>
              <Mail aria-hidden /> {t("menu.messages")}
            </Link>
          </DropdownMenuItem>
          {isMember ? (
            <DropdownMenuItem asChild>
              <Link to={localized(paths.savedProfiles)}>
                <Bookmark aria-hidden /> {t("menu.saved")}
              </Link>
            </DropdownMenuItem>
          ) : null}
          {auth.role === "wingwoman" ? (
            <DropdownMenuItem asChild>
              <Link to={paths.workspace}>
                <Briefcase aria-hidden /> {t("menu.workspace")}
              </Link>
            </DropdownMenuItem>
          ) : null}
          {isAdmin ? (
            <DropdownMenuItem asChild>
              <Link to={paths.admin}>
                <LayoutDashboard aria-hidden /> {t("menu.admin")}
              </Link>
            </DropdownMenuItem>
          ) : null}
          {isMember ? (
            <DropdownMenuItem onSelect={() => void openPortal()}>
              <CreditCard aria-hidden /> {t("menu.manageSubscription")}
            </DropdownMenuItem>
          ) : role === "user" ? (
            <DropdownMenuItem onSelect={() => openMembershipDialog()}>
              <Sparkles aria-hidden /> {t("menu.upgrade")}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden /> {t("menu.signOut")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** The header's unread count: replies waiting at /messages, kept current by the tab's live stream. */
function UnreadMessagesLink() {
  useLiveMessages();
  const unread = useQuery({ ...unreadOptions(), refetchInterval: useMessagesPolling() });
  const t = useText<typeof common>();
  const localized = useLocalizedPath();
  const count = unread.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={localized(paths.messages)}
      className="relative grid size-9 place-items-center rounded-full hover:bg-accent"
      aria-label={t("menu.unread", { count })}
    >
      <Mail aria-hidden className="size-5" />
      <span
        aria-hidden
        className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground"
      >
        {count}
      </span>
    </Link>
  );
}
