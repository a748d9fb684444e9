import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT } from "../../shared/after-first-paint.ts";
import { WARM_INTL_WORKER_PATH } from "../../shared/warm-intl.ts";
import { paintBeforeScripts } from "./first-paint.ts";

const page = [
  '<html><head><meta charset="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><main>Hello</main>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\nimport * as route1 from "/assets/HomePage-5.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

/** The module script in two: what it does at once (it only listens), and the app's start from its first await. */
function splitAtStart(script: string): { atOnce: string; start: string } {
  const at = script.indexOf("await ");
  return { atOnce: script.slice(0, at), start: script.slice(at) };
}

describe("a page paints from its HTML and CSS alone", () => {
  const rewritten = paintBeforeScripts(page);

  it("keeps the stylesheet as the only request ahead of the first paint", () => {
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(rewritten).toContain("<main>Hello</main>");
  });

  it("starts the modules after the first paint, with the same hints and the same imports in order", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(rewritten)?.[1] ?? "";
    // Nothing is fetched or run until the first contentful paint has been reported.
    const { atOnce, start } = splitAtStart(script);
    expect(start.startsWith(`await new Promise((painted) => ${AFTER_FIRST_PAINT}(painted));`)).toBe(true);
    expect(atOnce).not.toMatch(/import\(|hint\(|Worker/);
    expect(script).toContain('hint(["/assets/manifest-1.js","/assets/entry.client-2.js"]);');
    // Once the manifest is in, the chunks of the route the address matches are hinted too.
    expect(script.indexOf("window.__reactRouterManifest?.routes")).toBeGreaterThan(script.indexOf('await import("/assets/manifest-1.js")'));
    expect(script).not.toMatch(/^\s*import [*"]/m);
    const order = [
      'await import("/assets/manifest-1.js")',
      'const route0 = await import("/assets/root-4.js")',
      'const route1 = await import("/assets/HomePage-5.js")',
      "window.__reactRouterRouteModules",
      'import("/assets/entry.client-2.js")',
    ];
    const positions = order.map((part) => script.indexOf(part));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("on a page that starts its app on demand, fetches nothing until the start, then the same modules in the same order", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(paintBeforeScripts(page, "on-demand"))?.[1] ?? "";
    expect(splitAtStart(script).start.startsWith("await new Promise((start) =>")).toBe(true);
    const started = script.indexOf("\n});\n");
    expect(started).toBeGreaterThan(0);
    expect(script.indexOf("hint([")).toBeGreaterThan(started);
    expect(script.indexOf('await import("/assets/manifest-1.js")')).toBeGreaterThan(started);
    expect(script.indexOf('import("/assets/entry.client-2.js")')).toBeGreaterThan(script.indexOf('await import("/assets/manifest-1.js")'));
  });

  it("on the app shell, starts on demand where the server marked the page, after the first paint elsewhere", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(paintBeforeScripts(page, "as-marked"))?.[1] ?? "";
    const { start } = splitAtStart(script);
    const onDemand = /<script type="module">([\s\S]*?)<\/script>/.exec(paintBeforeScripts(page, "on-demand"))?.[1] ?? "";
    const onDemandWait = /^await new Promise\(([\s\S]*?\n\})\);\n/.exec(splitAtStart(onDemand).start)?.[1] ?? "";
    expect(onDemandWait.length).toBeGreaterThan(100);
    expect(
      start.startsWith(
        `await new Promise(document.documentElement.getAttribute("data-app") === "on-demand" ? ${onDemandWait} : (painted) => ${AFTER_FIRST_PAINT}(painted));`,
      ),
    ).toBe(true);
  });

  it("starts the worker that loads the browser's Intl data before it hints or imports the app's chunks", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(rewritten)?.[1] ?? "";
    const worker = script.indexOf(`new Worker(${JSON.stringify(WARM_INTL_WORKER_PATH)})`);
    expect(worker).toBeGreaterThan(script.indexOf("(painted));"));
    expect(worker).toBeLessThan(script.indexOf("hint(["));
  });

  it("adds the hints a few per task, all of them and in order, so none of the page's tasks is long", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(rewritten)?.[1] ?? "";
    const definition = /const hint = [\s\S]*?\n\};/.exec(script)?.[0] ?? "";
    const appended: string[] = [];
    const tasks: (() => void)[] = [];
    const document = { createElement: () => ({ rel: "", href: "" }), head: { append: (link: { href: string }) => appended.push(link.href) } };
    const setTimeout = (task: () => void) => tasks.push(task);
    const hrefs = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    new Function("document", "setTimeout", "hrefs", `${definition}\nhint(hrefs);`)(document, setTimeout, hrefs);
    const perTask = [appended.length];
    while (tasks.length > 0) {
      const before = appended.length;
      tasks.shift()?.();
      perTask.push(appended.length - before);
    }
    expect(appended).toEqual(hrefs);
    expect(perTask).toEqual([3, 3, 3, 3, 2]);
  });

  it("holds a form's submit that nothing took, and gives it again until the app takes it", () => {
    const { atOnce } = splitAtStart(/<script type="module">([\s\S]*?)<\/script>/.exec(rewritten)?.[1] ?? "");
    let listener = (_event: unknown) => {};
    const timers: (() => void)[] = [];
    class HTMLFormElement {
      isConnected = true;
      sent = 0;
      constructor(readonly action = false) {}
      hasAttribute = (name: string) => name === "action" && this.action;
      requestSubmit = () => {
        this.sent += 1;
        listener(submit(this, this.sent >= 3));
      };
    }
    const submit = (target: HTMLFormElement, taken = false) => ({
      target,
      submitter: null,
      defaultPrevented: taken,
      cancelled: false,
      preventDefault() {
        this.cancelled = true;
      },
    });
    new Function("addEventListener", "setTimeout", "clearTimeout", "HTMLFormElement", atOnce)(
      (_type: string, handle: typeof listener) => (listener = handle),
      (task: () => void) => timers.push(task),
      () => timers.splice(0),
      HTMLFormElement,
    );

    const form = new HTMLFormElement();
    const early = submit(form);
    listener(early);
    expect(early.cancelled).toBe(true);
    // A double click holds one submit, not two.
    listener(submit(form));
    expect(timers).toHaveLength(1);
    // Given again on each retry until the app cancels the browser's submit itself (here, on the third).
    while (timers.length > 0) timers.shift()?.();
    expect(form.sent).toBe(3);

    const ownAction = submit(new HTMLFormElement(true));
    listener(ownAction);
    expect(ownAction.cancelled).toBe(false);
    expect(timers).toHaveLength(0);
  });

  it("leaves a document without the router's script as it is", () => {
    expect(paintBeforeScripts("<html><body>plain</body></html>")).toBe("<html><body>plain</body></html>");
  });
});
