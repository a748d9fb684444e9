import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Join Our Team", "Apply to become a Wingmate wing woman or wing man (21+).");

export default function HiringPage() {
  return (
    <PageIntro title={"Join Our Team"} lead={"Become a wing woman or wing man in South Florida (21+)."}>
      <NotYetOpen>Applications open with the hiring release.</NotYetOpen>
    </PageIntro>
  );
}
