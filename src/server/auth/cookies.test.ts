import { describe, expect, it } from "vitest";
import { cookieHeaderForAuth, expiredSessionCookies, setCookiesForBrowser } from "./cookies.ts";

describe("session cookies under HTTPS", () => {
  it("become __Host- cookies with Secure", () => {
    const [cookie] = setCookiesForBrowser(["wingmate.session_token=abc.sig; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax"], true);
    expect(cookie).toBe("__Host-wingmate.session_token=abc.sig; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure");
  });

  it("are read back under Better Auth's name, ignoring a plain (spoofable) one", () => {
    const header = "wingmate.session_token=planted; __Host-wingmate.session_token=real; theme=dark";
    expect(cookieHeaderForAuth(header, true)).toBe("wingmate.session_token=real");
  });

  it("stay as they are over plain HTTP", () => {
    expect(setCookiesForBrowser(["wingmate.session_token=a; Path=/"], false)).toEqual(["wingmate.session_token=a; Path=/"]);
    expect(cookieHeaderForAuth("wingmate.session_token=a; other=b", false)).toBe("wingmate.session_token=a");
  });

  it("expire with the right name", () => {
    expect(expiredSessionCookies(true)[0]).toMatch(/^__Host-wingmate\.session_token=; Max-Age=0; Path=\//);
  });
});
