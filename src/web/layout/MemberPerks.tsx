import { Check } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { useText } from "../i18n/text.tsx";
import type membership from "./membership.messages.en.ts";

/** The advertised member perks (§1), in the page's language; the membership catalog must be loaded. */
const PERKS = ["perks.profiles", "perks.chat", "perks.priority", "perks.party", "perks.support"] as const;

export function MemberPerks({ className, bullets = "check" }: { className?: string; bullets?: "check" | "dot" }) {
  const t = useText<typeof membership>();
  return (
    <ul className={cn("grid", className)}>
      {PERKS.map((perk) => (
        <li key={perk} className={bullets === "check" ? "flex items-center gap-2" : undefined}>
          {bullets === "check" ? <Check aria-hidden className="size-4 text-primary" /> : "• "}
          {t(perk)}
        </li>
      ))}
    </ul>
  );
}
