import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../scripts/ensure-builds.ts";
import { startServerProcess, type RunningServer } from "../src/server/testing/server-process.ts";

export type { RunningServer };

/** Starts a bundled entry point (the server, or the reference) as production starts it, with the same Node flags and environment. */
export const startProcess = (entry: string, env: Record<string, string>) =>
  startServerProcess([...SERVER_NODE_FLAGS, entry], { ...SERVER_ENVIRONMENT, ...env });

/**
 * Signs an existing account in through the API, from its own client address (the sign-in limits count per
 * address); its session cookie. A sign-up would not do: for an address already registered it answers as for a
 * new one and signs no one in.
 */
export async function signedInCookie(url: string, email: string, password: string, clientIp: string): Promise<string> {
  const response = await fetch(`${url}/api/account/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientIp },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`could not sign ${email} in: ${response.status} ${await response.text()}`);
  return sessionCookieOf(response, email);
}

/** Signs a new account up through the API, from its own client address (the sign-up limit is per address); its session cookie. */
export async function signedUpCookie(url: string, email: string, password: string, clientIp: string): Promise<string> {
  const body = { fullName: "Bench Person", phone: "+1 305 555 0100", email, password, confirmPassword: password };
  const response = await fetch(`${url}/api/account/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientIp },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`could not sign ${email} up: ${response.status} ${await response.text()}`);
  return sessionCookieOf(response, email);
}

function sessionCookieOf(response: Response, email: string): string {
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`the answer for ${email} set no session cookie`);
  return cookie;
}
