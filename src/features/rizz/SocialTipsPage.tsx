import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Social Tips for Men", "Ten tips and eight conversation starters for confident socialising.");

export default function SocialTipsPage() {
  return (
    <PageIntro title={"Social Tips for Men"} lead={"Practical tips and conversation starters from our wing women."}>
      <NotYetOpen>The tips are published with the rizz release.</NotYetOpen>
    </PageIntro>
  );
}
