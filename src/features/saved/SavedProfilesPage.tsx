import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Saved Profiles", "The companion profiles you saved.");

export default function SavedProfilesPage() {
  return (
    <PageIntro title={"Saved Profiles"} lead={"The companions you saved for later."}>
      <NotYetOpen>Saved profiles open with the member-interactions release.</NotYetOpen>
    </PageIntro>
  );
}
