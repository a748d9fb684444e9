import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("About Us", "The story of Wingmate, South Florida's social companion service.");

export default function AboutPage() {
  return (
    <PageIntro title={"About Wingmate"} lead={"Social confidence, coaching and great company in South Florida's best public venues."}>
      <NotYetOpen>Our full story is published with the public-site release.</NotYetOpen>
    </PageIntro>
  );
}
