import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Local Events", "Upcoming bar, lounge, nightclub and restaurant events in South Florida.");

export default function EventsPage() {
  return (
    <PageIntro title={"Local Events"} lead={"What is happening around South Florida this week."}>
      <NotYetOpen>Local events open with the events release.</NotYetOpen>
    </PageIntro>
  );
}
