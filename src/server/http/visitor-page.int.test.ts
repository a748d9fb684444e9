import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser, uniqueEmail } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { inlineScriptHashes, loadWebBuild } from "./web-app.ts";

/** A built page as React Router writes it: the header's account placeholder, the hidden test-mode notice, the module script. */
const builtPage = (lang: string, title: string) =>
  [
    `<!doctype html><html lang="${lang}"><head><title>${title}</title><link rel="modulepreload" href="/assets/entry.client.js"/></head><body>`,
    '<header><span aria-hidden="true" data-account-placeholder="" class="inline-block h-9 w-16"></span></header><main>Hello</main>',
    '<aside hidden="" data-test-mode-notice="" aria-label="Test mode"><p role="note">Test mode: no payment is taken.</p></aside>',
    '<script type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script></body></html>',
  ].join("");

async function writeBuild(root: string): Promise<void> {
  for (const [folder, lang, title] of [
    ["", "en", "Home"],
    ["es", "es", "Inicio"],
    ["about", "en", "About"],
  ] as const) {
    await mkdir(path.join(root, folder), { recursive: true });
    await writeFile(path.join(root, folder, "index.html"), builtPage(lang, title));
  }
  // The app shell holds the language switcher's places empty: it is drawn for every path.
  const shell = builtPage("en", "App").replace("<main>", '<main><span data-language-place="footer" class="contents"></span>');
  await writeFile(path.join(root, "__spa-fallback.html"), shell);
}

/** The real app on a fake build of its own (removed by `removeBuild`). */
async function appOnOwnBuild(testPayments: boolean): Promise<{ t: TestApp; removeBuild: () => Promise<void> }> {
  const buildRoot = await mkdtemp(path.join(tmpdir(), "wingmate-build-"));
  await writeBuild(buildRoot);
  const t = await createTestApp({ webBuild: await loadWebBuild(buildRoot, { publicUrl: "http://localhost:3000", testPayments }) });
  return { t, removeBuild: () => rm(buildRoot, { recursive: true, force: true }) };
}

const moduleScript = (html: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
/** The module script from its first wait: what it does before (holding early form submits) starts nothing. */
const appStart = (html: string) => moduleScript(html).slice(moduleScript(html).indexOf("await "));
/** How the page's app starts: the shell's script reads the server's mark on <html>, as the browser would. */
function startOf(html: string): "on-demand" | "after-paint" | "unknown" {
  const start = appStart(html);
  if (start.startsWith('await new Promise(document.documentElement.getAttribute("data-app") === "on-demand"')) {
    return /<html[^>]* data-app="on-demand"/.test(html) ? "on-demand" : "after-paint";
  }
  if (start.startsWith("await new Promise((start) =>")) return "on-demand";
  return start.startsWith("await new Promise((painted) =>") ? "after-paint" : "unknown";
}
const startsOnDemand = (html: string) => startOf(html) === "on-demand";
const startsAfterPaint = (html: string) => startOf(html) === "after-paint";

describe("pages as a visitor gets them: signed out from the start, the home page's app on demand", () => {
  let t: TestApp;
  let removeBuild: () => Promise<void>;
  const page = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    ({ t, removeBuild } = await appOnOwnBuild(true));
  });
  afterAll(async () => {
    await t.close();
    await removeBuild();
  });

  it("the home page, without a session: Login in the header, no script until a control needs it", async () => {
    const response = await page("/");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="en" data-test-payments="true" data-viewer="visitor">');
    expect(html).toContain('href="/auth?next=%2F">Login</a>');
    expect(html).not.toContain("data-account-placeholder");
    expect(startsOnDemand(html)).toBe(true);
    // The starter is an inline script: the page's CSP allows exactly it.
    for (const hash of inlineScriptHashes(html)) expect(response.headers["content-security-policy"]).toContain(`'${hash}'`);
    // A page that varies with the cookie is never shared by a cache.
    expect(response.headers.vary).toMatch(/cookie/);
  });

  it("the Spanish home page says Login in Spanish and returns to /es", async () => {
    const html = (await page("/es")).body;
    expect(html).toContain('href="/es/auth?next=%2Fes">Iniciar sesión</a>');
    expect(startsOnDemand(html)).toBe(true);
  });

  it("another page, without a session: Login at once, the app started after the first paint as before", async () => {
    const html = (await page("/about")).body;
    expect(html).toContain('href="/auth?next=%2Fabout">Login</a>');
    expect(startsAfterPaint(html)).toBe(true);
  });

  it("a page drawn by the app alone (the shell), without a session: Login at once, in its language, 404s too", async () => {
    const messages = await page("/messages");
    expect(messages.statusCode).toBe(200);
    expect(messages.body).toContain('data-viewer="visitor"');
    expect(messages.body).toContain('href="/auth?next=%2Fmessages">Login</a>');
    expect(messages.body).not.toContain("data-account-placeholder");
    expect(startsAfterPaint(messages.body)).toBe(true);
    for (const hash of inlineScriptHashes(messages.body)) expect(messages.headers["content-security-policy"]).toContain(`'${hash}'`);
    expect((await page("/es/messages")).body).toContain('href="/es/auth?next=%2Fes%2Fmessages">Iniciar sesión</a>');
    const missing = await page("/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('href="/auth?next=%2Fno-such-page">Login</a>');
  });

  it("the shell has the link to the path's other edition before any script runs, for every reader", async () => {
    const user = await signUpUser(t.app, { email: uniqueEmail("links") });
    const footerPlace = (html: string) => /<span data-language-place="footer" class="contents">(<a [\s\S]*?<\/a>)?<\/span>/.exec(html)?.[1] ?? "";
    for (const cookie of [undefined, user.cookie]) {
      const english = footerPlace((await page("/profiles/1", cookie)).body);
      expect(english).toMatch(/^<a hrefLang="es" aria-label="Read this page in Español" class="[^"]*" href="\/es\/profiles\/1"/);
      expect(english).toContain('<span lang="es">Español</span>');
    }
    expect(footerPlace((await page("/es/profiles/1")).body)).toMatch(/href="\/profiles\/1"[\s\S]*<span lang="en">English<\/span>/);
    // A path without another edition (or no page at all) keeps the place empty.
    expect(footerPlace((await page("/no-such-page")).body)).toBe("");
    // The address is written as text, never as markup.
    const hostile = footerPlace((await page("/profiles/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")).body);
    expect(hostile).toContain('href="/es/profiles/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(hostile).not.toContain("<img");
  });

  it("the shell for a signed-in reader, or at an address with a query, is as built", async () => {
    const user = await signUpUser(t.app, { email: uniqueEmail("shell") });
    for (const html of [(await page("/messages", user.cookie)).body, (await page("/messages?thread=1")).body]) {
      expect(html).toContain("data-account-placeholder");
      expect(html).not.toContain("data-viewer");
    }
  });

  it("a signed-in reader gets the page as built: the placeholder the app fills with their menu, the app at once", async () => {
    const user = await signUpUser(t.app, { email: uniqueEmail("reader") });
    const html = (await page("/", user.cookie)).body;
    expect(html).toContain("data-account-placeholder");
    expect(html).not.toContain("data-viewer");
    expect(html).not.toContain(">Login</a>");
    expect(startsAfterPaint(html)).toBe(true);
  });

  it("a forged or stale session cookie is a visitor's: the page says Login", async () => {
    const html = (await page("/", "wingmate.session_token=forged.c2lnbmF0dXJl")).body;
    expect(html).toContain('data-viewer="visitor"');
    expect(startsOnDemand(html)).toBe(true);
  });

  it("an address with a query keeps the built page (its Login link must return to the same filters)", async () => {
    const html = (await page("/about?from=mail")).body;
    expect(html).toContain("data-account-placeholder");
    expect(html).not.toContain("data-viewer");
  });

  it("the test-mode notice is in the HTML of every page while payments are a test shop", async () => {
    for (const url of ["/", "/about", "/messages"]) {
      const html = (await page(url)).body;
      expect(html).toContain('<aside data-test-mode-notice="" aria-label="Test mode">');
      expect(html).toContain('data-test-payments="true"');
    }
  });
});

describe("with the database down", () => {
  it("a signed-in reader still gets the page (as built: the app asks for the session once it runs)", async () => {
    const { t, removeBuild } = await appOnOwnBuild(true);
    try {
      const user = await signUpUser(t.app, { email: uniqueEmail("reader") });
      await t.database.close();
      const response = await t.app.inject({ url: "/about", headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("data-account-placeholder");
    } finally {
      await t.app.close();
      await removeBuild();
    }
  });
});

describe("a live shop's pages", () => {
  it("keep the test-mode notice hidden and say payments are live", async () => {
    const { t, removeBuild } = await appOnOwnBuild(false);
    try {
      const html = (await t.app.inject("/")).body;
      expect(html).toContain('<aside hidden="" data-test-mode-notice=""');
      expect(html).toContain('data-test-payments="false"');
    } finally {
      await t.close();
      await removeBuild();
    }
  });
});
