import { Link, useLocation, type MetaArgs } from "react-router";
import { paths } from "../../shared/paths.ts";
import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { cn } from "../../web/lib/cn.ts";
import { pageMeta } from "../../web/lib/meta.ts";

const isMenList = (pathname: string) => pathname.startsWith(paths.wingMen);

export const meta = ({ location }: MetaArgs) =>
  isMenList(location.pathname)
    ? pageMeta("Wing Men", "Meet Wingmate's wing men in South Florida.")
    : pageMeta("Wing Women", "Meet Wingmate's wing women in South Florida.");

export default function CompanionListPage() {
  const men = isMenList(useLocation().pathname);
  return (
    <PageIntro
      title={men ? "Meet Our Wing Men" : "Meet Our Wing Women"}
      lead="Friendly, confident companions for social coaching and great nights out."
    >
      <nav aria-label="Profile lists" className="mt-6 inline-flex rounded-full border bg-card p-1">
        <ListToggle to={paths.wingWomen} active={!men} label="Wing Women" />
        <ListToggle to={paths.wingMen} active={men} label="Wing Men" />
      </nav>
      <NotYetOpen>Profiles open with the companion catalogue release.</NotYetOpen>
    </PageIntro>
  );
}

function ListToggle({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={cn("rounded-full px-5 py-2 text-sm font-semibold", active ? "bg-primary text-primary-foreground" : "text-foreground/80 hover:bg-accent")}
    >
      {label}
    </Link>
  );
}
