import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("VIP Membership", "Unlock every profile, messaging and priority booking for $29.99 per month.");

export default function BecomeMemberPage() {
  return (
    <PageIntro title={"Become a VIP Member"} lead={"All profiles, direct chat and priority booking for $29.99 a month."}>
      <NotYetOpen>Membership sign-up opens with the billing release.</NotYetOpen>
    </PageIntro>
  );
}
