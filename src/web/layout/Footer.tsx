import { Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import { Button } from "../ui/button.tsx";
import { contactHours, coverageAreas, footerExploreLinks } from "./site-links.ts";

export function Footer() {
  return (
    <footer className="mt-16 bg-secondary text-secondary-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-xl font-bold">
            Wingmate
          </h2>
          <p className="mt-3 text-sm text-secondary-foreground/80">
            Social coaching and companionship in public venues across South Florida. Our companions are 21+ independent contractors; the service is strictly
            non-sexual.
          </p>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-lg font-semibold">
            Explore
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {footerExploreLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-secondary-foreground/85 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-areas">
          <h2 id="footer-areas" className="text-lg font-semibold">
            Coverage Areas
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
            Contact
          </h2>
          <p className="mt-3 flex items-center gap-2 text-sm text-secondary-foreground/85">
            <Clock aria-hidden className="size-4 text-gold" />
            <span>{contactHours}</span>
          </p>
          <p className="mt-1 text-sm text-secondary-foreground/70">Every day, Florida time</p>
          <Button asChild className="mt-4">
            <Link to={paths.booking}>Book Now</Link>
          </Button>
        </section>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-secondary-foreground/75 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Wingmate. Operating under State of Florida regulations.</p>
          <p className="flex gap-4">
            <Link to={paths.terms} className="hover:text-white hover:underline">
              Terms
            </Link>
            <Link to={paths.privacy} className="hover:text-white hover:underline">
              Privacy
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
