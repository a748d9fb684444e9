import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("How It Works", "Browse profiles, book a consultation, and enjoy the experience.");

export default function HowItWorksPage() {
  return (
    <PageIntro title={"How It Works"} lead={"Four simple steps from browsing to a great night out."}>
      <NotYetOpen>The full guide and booking policies arrive with the bookings release.</NotYetOpen>
    </PageIntro>
  );
}
