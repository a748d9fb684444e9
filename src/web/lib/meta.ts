const SITE_NAME = "Wingmate";

/** A route's `meta`: a unique document title (and description) per page. */
export function pageMeta(title: string, description?: string) {
  return [
    { title: `${title} | ${SITE_NAME}` },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}
