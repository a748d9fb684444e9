import { Check, Crown } from "lucide-react";
import { Link } from "react-router";
import { MembershipLink } from "../../web/layout/MembershipDialog.tsx";
import { Button } from "../../web/ui/button.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type membership from "../../web/layout/membership.messages.en.ts";

const BENEFITS = ["wall.benefit.profiles", "wall.benefit.messaging", "wall.benefit.priority", "wall.benefit.events", "wall.benefit.support"] as const;

/** What a visitor or free member sees instead of a locked profile (§2 Profile detail). */
export function VipWall({ backTo, listSearch = "" }: { backTo: string; listSearch?: string }) {
  const { user } = useAuth();
  const t = useText<typeof membership>();
  const localized = useLocalizedPath();
  return (
    <section
      aria-labelledby="vip-wall-title"
      className="mx-auto my-14 w-[calc(100%-2rem)] max-w-lg rounded-lg border bg-card px-5 py-8 text-center shadow-sm sm:p-8"
    >
      <Crown aria-hidden className="mx-auto size-12 text-gold" />
      <h1 id="vip-wall-title" className="mt-3 text-3xl font-bold text-secondary">
        {t("wall.title")}
      </h1>
      <ul className="mx-auto mt-5 grid max-w-xs gap-2 text-left">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <Check aria-hidden className="size-4 text-primary" /> {t(benefit)}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="mt-6">
        <MembershipLink tab={user ? "login" : "signup"}>{user ? t("upgrade") : t("join")}</MembershipLink>
      </Button>
      <p className="mt-4 text-sm text-muted-foreground">{t("wall.alreadyMember")}</p>
      <p className="mt-4">
        <Link to={localized(backTo) + listSearch} className="font-semibold text-primary hover:underline">
          {t("wall.back")}
        </Link>
      </p>
    </section>
  );
}
