import type { FastifyInstance } from "fastify";
import { LOCALES, pathInLocale, withoutLocale } from "../../shared/i18n/locales.ts";
import { hasSpanishEdition, paths, publicPagePaths } from "../../shared/paths.ts";
import { escapeMarkup } from "./markup.ts";

/** Member, admin and transactional areas: nothing there is for search engines. */
const PRIVATE_PREFIXES = [
  "/admin",
  "/user-profile",
  "/saved-profiles",
  "/vip-profile-manager",
  "/vip-profile/",
  "/vip-profiles/",
  "/messages",
  "/my-bookings",
  "/bookings/",
  "/account",
  "/workspace",
  "/membership/",
  "/sandbox/",
  "/booking/",
  "/auth",
  "/api/",
];

/** The public pages in every language, each with its own title and description. */
export const sitemapPaths = publicPagePaths.filter((path) => withoutLocale(path) !== paths.auth);

/** One page's sitemap entry, naming its other-language editions as the sitemap protocol's hreflang links. */
function sitemapEntry(origin: string, path: string): string {
  const base = pathInLocale(path, "en");
  const alternates = hasSpanishEdition(path)
    ? LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeMarkup(origin + pathInLocale(path, locale))}"/>`).join("")
    : "";
  const changes = base === paths.events ? "daily" : "weekly";
  const priority = base === paths.home ? "1.0" : "0.7";
  return `  <url><loc>${escapeMarkup(origin + path)}</loc>${alternates}<changefreq>${changes}</changefreq><priority>${priority}</priority></url>`;
}

/** RFC 9116: where to report a vulnerability. Expires a year after the server started (it restarts far more often). */
function securityTxt(origin: string, contactEmail: string): string {
  const expires = new Date(Date.now() + 365 * 86_400_000).toISOString();
  return [`Contact: mailto:${contactEmail}`, `Expires: ${expires}`, "Preferred-Languages: en, es", `Canonical: ${origin}/.well-known/security.txt`, ""].join(
    "\n",
  );
}

/** robots.txt, sitemap.xml and security.txt, written for the address the site is served at (PUBLIC_URL). */
export function registerSeoRoutes(app: FastifyInstance, publicUrl: string, securityContact: string): void {
  const origin = publicUrl.replace(/\/+$/, "");
  const robots = ["User-agent: *", "Allow: /", ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...sitemapPaths.map((path) => sitemapEntry(origin, path)),
    "</urlset>",
    "",
  ].join("\n");

  app.get("/robots.txt", async (_request, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots));
  const security = securityTxt(origin, securityContact);
  app.get("/.well-known/security.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=86400").send(security),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(sitemap),
  );
}
