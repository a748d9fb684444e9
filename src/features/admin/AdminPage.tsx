import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Admin Dashboard", "Wingmate administration.");

export default function AdminPage() {
  return (
    <PageIntro title={"Admin Dashboard"} lead={"Users, companions and the business at a glance."}>
      <NotYetOpen>The dashboard opens with the admin release.</NotYetOpen>
    </PageIntro>
  );
}
