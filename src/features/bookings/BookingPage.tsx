import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Book a Session", "Book a session with a Wingmate companion.");

export default function BookingPage() {
  return (
    <PageIntro title={"Book a Session"} lead={"Choose a session type, date and time with your companion."}>
      <NotYetOpen>Online booking opens with the bookings release.</NotYetOpen>
    </PageIntro>
  );
}
