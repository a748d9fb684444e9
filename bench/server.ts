import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../scripts/ensure-builds.ts";
import { startServerProcess, type RunningServer } from "../src/server/testing/server-process.ts";

export type { RunningServer };

/** Starts a bundled entry point (the server, or the reference) as production starts it, with the same Node flags and environment. */
export const startProcess = (entry: string, env: Record<string, string>) =>
  startServerProcess([...SERVER_NODE_FLAGS, entry], { ...SERVER_ENVIRONMENT, ...env });

/** Signs an account up (or in) through the API with its own client address (the sign-up limit is per address); its session cookie. */
export async function signedInCookie(url: string, email: string, password: string, clientIp: string): Promise<string> {
  const headers = { "content-type": "application/json", "x-forwarded-for": clientIp };
  const body = { fullName: "Bench Person", phone: "+1 305 555 0100", email, password, confirmPassword: password };
  let response = await fetch(`${url}/api/account/sign-up`, { method: "POST", headers, body: JSON.stringify(body) });
  if (response.status === 409) response = await fetch(`${url}/api/account/sign-in`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`could not sign ${email} in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
