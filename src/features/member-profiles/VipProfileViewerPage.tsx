import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("VIP Member Profile", "A Wingmate VIP member's profile.");

export default function VipProfileViewerPage() {
  return (
    <PageIntro title={"VIP Member Profile"} lead={"A member's public profile."}>
      <NotYetOpen>Member profiles open with the member-profiles release.</NotYetOpen>
    </PageIntro>
  );
}
