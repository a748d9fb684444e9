import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Terms of Service", "The terms that govern the use of Wingmate.");

export default function TermsPage() {
  return (
    <PageIntro title={"Terms of Service"} lead={"Effective and last updated August 24, 2025."}>
      <NotYetOpen>The full terms are published with the public-site release.</NotYetOpen>
    </PageIntro>
  );
}
