import { Link, useLocation } from "react-router";
import { paths } from "../../shared/paths.ts";
import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Companion Profile", "A Wingmate companion's profile.");

export default function CompanionDetailPage() {
  const men = useLocation().pathname.includes("/men-profiles/");
  return (
    <PageIntro title="Companion Profile">
      <NotYetOpen>Full profiles open with the companion catalogue release.</NotYetOpen>
      <p className="mt-6">
        <Link to={men ? paths.wingMen : paths.wingWomen} className="font-semibold text-primary hover:underline">
          Back to Profiles
        </Link>
      </p>
    </PageIntro>
  );
}
