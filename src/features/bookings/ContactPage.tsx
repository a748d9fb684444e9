import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Request a Consultation", "Request a free consultation with the Wingmate team.");

export default function ContactPage() {
  return (
    <PageIntro title={"Request a Consultation"} lead={"Tell us what you are looking for; we reply within 24 hours."}>
      <NotYetOpen>Consultation requests open with the bookings release.</NotYetOpen>
    </PageIntro>
  );
}
