import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Services", "Social companion, event partner, city guide, date coaching and more.");

export default function ServicesPage() {
  return (
    <PageIntro title={"Our Services"} lead={"Six ways our wing women and wing men help you shine socially."}>
      <NotYetOpen>Service details and booking open with the bookings release.</NotYetOpen>
    </PageIntro>
  );
}
