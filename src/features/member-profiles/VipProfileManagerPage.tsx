import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("VIP Profile Manager", "Create and edit your public member profile.");

export default function VipProfileManagerPage() {
  return (
    <PageIntro title={"VIP Profile Manager"} lead={"Create or edit the public profile other members see."}>
      <NotYetOpen>The profile manager opens with the member-profiles release.</NotYetOpen>
    </PageIntro>
  );
}
