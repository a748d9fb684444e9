import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSessionTokenVerifier } from "./session-lookup.ts";

const SECRET = "a secret of at least thirty-two characters";
const signed = (token: string, secret = SECRET) => `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
const cookie = (value: string, name = "wingmate.session_token") => `theme=dark; ${name}=${encodeURIComponent(value)}`;

describe("the session token of a signed cookie", () => {
  it("is read when the signature is this server's, as often as it comes", () => {
    const verify = createSessionTokenVerifier(false, SECRET);
    expect(verify(cookie(signed("token-1")))).toBe("token-1");
    expect(verify(cookie(signed("token-1")))).toBe("token-1");
  });

  it("is refused when the signature is wrong, another secret's, or missing, even after the right one was seen", () => {
    const verify = createSessionTokenVerifier(false, SECRET);
    expect(verify(cookie(signed("token-1")))).toBe("token-1");
    const [, signature] = signed("token-1").split(".");
    expect(verify(cookie(`token-2.${signature}`))).toBeNull();
    expect(verify(cookie(signed("token-1", "another secret of thirty-two characters")))).toBeNull();
    expect(verify(cookie("token-1"))).toBeNull();
    expect(verify(cookie("%E0%A4%A"))).toBeNull();
    expect(verify(undefined)).toBeNull();
  });

  it("over HTTPS, is read from the __Host- cookie only", () => {
    const verify = createSessionTokenVerifier(true, SECRET);
    expect(verify(cookie(signed("token-1")))).toBeNull();
    expect(verify(cookie(signed("token-1"), "__Host-wingmate.session_token"))).toBe("token-1");
  });

  it("stays right once more sessions have been seen than it remembers", () => {
    const verify = createSessionTokenVerifier(false, SECRET);
    for (let index = 0; index < 2_500; index++) expect(verify(cookie(signed(`token-${index}`)))).toBe(`token-${index}`);
    expect(verify(cookie(signed("token-0")))).toBe("token-0");
    expect(verify(cookie(signed("token-2499")))).toBe("token-2499");
  });
});
