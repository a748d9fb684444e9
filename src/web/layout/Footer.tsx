import { Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { formatBusinessHours } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { SITE_NAME } from "../../shared/site.ts";
import { useLocale, useLocalizedPath, useText } from "../i18n/text.tsx";
import { Button } from "../ui/button.tsx";
import type common from "./common.messages.en.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { coverageAreas, footerExploreLinks } from "./site-links.ts";

export function Footer() {
  const t = useText<typeof common>();
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <footer className="on-dark mt-16 bg-secondary text-secondary-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-xl font-bold">
            {SITE_NAME}
          </h2>
          <p className="mt-3 text-sm text-secondary-foreground/80">{t("footer.about")}</p>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-lg font-semibold">
            {t("footer.explore")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {footerExploreLinks.map((link) => (
              <li key={link.to}>
                <Link to={localized(link.to)} className="text-secondary-foreground/85 hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-areas">
          <h2 id="footer-areas" className="text-lg font-semibold">
            {t("footer.areas")}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {coverageAreas.map((area) => (
              <li key={area} className="flex items-center gap-2 text-secondary-foreground/85">
                <MapPin aria-hidden className="size-4 text-gold" />
                {area}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold">
            {t("footer.contact")}
          </h2>
          <p className="mt-3 flex items-center gap-2 text-sm text-secondary-foreground/85">
            <Clock aria-hidden className="size-4 text-gold" />
            <span>{formatBusinessHours(locale)}</span>
          </p>
          <p className="mt-1 text-sm text-secondary-foreground/70">{t("footer.hoursNote")}</p>
          <Button asChild className="mt-4">
            <Link to={paths.booking}>{t("footer.bookNow")}</Link>
          </Button>
        </section>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-secondary-foreground/75 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
          <p className="flex flex-wrap items-center gap-4">
            <Link to={localized(paths.terms)} className="hover:text-white hover:underline">
              {t("nav.terms")}
            </Link>
            <Link to={localized(paths.privacy)} className="hover:text-white hover:underline">
              {t("nav.privacy")}
            </Link>
            <LanguageSwitcher place="footer" />
          </p>
        </div>
      </div>
    </footer>
  );
}
