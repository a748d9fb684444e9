import { SITE_NAME, siteOrigin, SOCIAL_IMAGE_PATH } from "../../shared/site.ts";

/**
 * A route's `meta`: a unique document title and description per page, repeated as Open Graph and Twitter
 * card tags so that a shared link shows the page, not just the site. The canonical URL and og:url are
 * added by the root layout from the current path.
 */
export function pageMeta(title: string, description: string) {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const image = `${siteOrigin()}${SOCIAL_IMAGE_PATH}`;
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
