/**
 * Better Auth names its cookies `wingmate.*`. Served over HTTPS they become `__Host-wingmate.*` with
 * Secure (the __Host- prefix also pins them to this host and path /); over plain HTTP (local use)
 * they keep their names. These two functions translate at the boundary.
 */
const NAME = "wingmate.";
const HOST_NAME = `__Host-${NAME}`;

/** The browser's Cookie header as Better Auth expects it. */
export function cookieHeaderForAuth(cookieHeader: string | undefined, secure: boolean): string {
  if (!cookieHeader) return "";
  const pairs = cookieHeader.split(/;\s*/).filter(Boolean);
  const kept = secure
    ? pairs.filter((pair) => pair.startsWith(HOST_NAME)).map((pair) => pair.slice("__Host-".length))
    : pairs.filter((pair) => pair.startsWith(NAME));
  return kept.join("; ");
}

/** Better Auth's Set-Cookie values as the browser should get them. */
export function setCookiesForBrowser(setCookies: string[], secure: boolean): string[] {
  if (!secure) return setCookies;
  return setCookies.map((cookie) => {
    const renamed = cookie.startsWith(NAME) ? `__Host-${cookie}` : cookie;
    return /;\s*secure/i.test(renamed) ? renamed : `${renamed}; Secure`;
  });
}

/** Set-Cookie values that make the browser drop its session cookies. */
export function expiredSessionCookies(secure: boolean): string[] {
  const name = secure ? `${HOST_NAME}session_token` : `${NAME}session_token`;
  return [`${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`];
}
