import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Pricing", "Packages from a $220 coffee chat to a 30-day transformation journey.");

export default function PricingPage() {
  return (
    <PageIntro title={"Pricing & Packages"} lead={"Transparent packages with no hidden fees or tips."}>
      <NotYetOpen>Packages and booking open with the bookings release.</NotYetOpen>
    </PageIntro>
  );
}
