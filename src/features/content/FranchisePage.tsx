import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Franchise", "Bring Wingmate to your city: a $25,000 franchise per city.");

export default function FranchisePage() {
  return (
    <PageIntro title={"Own a Wingmate Franchise"} lead={"Bring social coaching and companionship to your city."}>
      <NotYetOpen>Franchise details are published with the public-site release.</NotYetOpen>
    </PageIntro>
  );
}
