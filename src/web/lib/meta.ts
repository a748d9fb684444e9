import type { Catalog, MessageValues } from "../../shared/i18n/catalog.ts";
import { localeOfPath, type Locale } from "../../shared/i18n/locales.ts";
import { SITE_NAME, SOCIAL_IMAGE_PATH } from "../../shared/site.ts";
import type { RootData } from "../site-settings.ts";
import { metaText } from "../i18n/text.tsx";

/** What a route's `meta` is given: its address, and the routes matched (the root's data holds the site's address). */
export interface PageMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The site's address (PUBLIC_URL), from the root route's data. */
export function siteOriginOf(args: Pick<PageMetaArgs, "matches">): string {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.site.origin ?? "";
}

/**
 * A route's `meta`: a unique document title and description per page, repeated as Open Graph and Twitter
 * card tags so that a shared link shows the page, not just the site. The canonical URL and og:url are
 * added by the root layout from the current path.
 */
export function pageMeta(title: string, description: string, origin: string) {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const image = `${origin}${SOCIAL_IMAGE_PATH}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** The pages of a catalog that hold both "<page>.meta.title" and "<page>.meta.description". */
type MetaPage<Source extends Catalog> = {
  [Key in keyof Source & string]: Key extends `${infer Page}.meta.title` ? (`${Page}.meta.description` extends keyof Source ? Page : never) : never;
}[keyof Source & string];

/**
 * A route's `meta` from its catalog, in the language of its path: `localizedPageMeta<typeof catalog>("pricing")`;
 * values for the messages' placeholders, formatted in that language, come from `values(locale)`.
 */
export function localizedPageMeta<Source extends Catalog>(page: MetaPage<Source>, values?: (locale: Locale) => MessageValues) {
  return (args: PageMetaArgs) => {
    const t = metaText<Source>(args);
    const given = values?.(localeOfPath(args.location.pathname));
    const key = (field: "title" | "description") => `${page}.meta.${field}` as keyof Source & string;
    return pageMeta(t(key("title"), given), t(key("description"), given), siteOriginOf(args));
  };
}
