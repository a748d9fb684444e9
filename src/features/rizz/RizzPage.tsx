import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Rizz Generator", "A free, unlimited conversation-opener generator.");

export default function RizzPage() {
  return (
    <PageIntro title={"Rizz Generator"} lead={"Free, unlimited conversation openers made for the person you want to meet."}>
      <NotYetOpen>The generator opens with the rizz release.</NotYetOpen>
    </PageIntro>
  );
}
