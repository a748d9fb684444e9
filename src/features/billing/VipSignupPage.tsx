import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("VIP Sign Up", "Register for Wingmate VIP membership.");

export default function VipSignupPage() {
  return (
    <PageIntro title={"VIP Sign Up"} lead={"Register and complete your membership payment."}>
      <NotYetOpen>Membership sign-up opens with the billing release.</NotYetOpen>
    </PageIntro>
  );
}
