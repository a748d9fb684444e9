import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { localeOfPath } from "../src/shared/i18n/locales.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Each edition is measured as its readers open it: a Spanish page by a browser that prefers Spanish (an
 * English-preferring browser there is offered English, which starts the app on the home page).
 */
const readerLanguages = (page: string) => (localeOfPath(page) === "es" ? ["es-US", "es"] : ["en-US", "en"]);

export interface PageBytes {
  page: string;
  js: { files: number; gzip: number; brotli: number };
  css: { files: number; gzip: number; brotli: number };
}

/** The JavaScript and CSS a first visit to each page downloads, measured compressed from the build's own files. */
export async function bytesOnFirstVisit(baseUrl: string, pages: readonly string[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const results: PageBytes[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ locale: readerLanguages(page)[0] });
      const tab = await context.newPage();
      const assets = new Set<string>();
      tab.on("response", (response) => {
        const { pathname } = new URL(response.url());
        if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
      });
      await tab.goto(baseUrl + page, { waitUntil: "networkidle" });
      const sizeOf = (extension: string) => {
        const files = [...assets].filter((file) => file.endsWith(extension));
        let gzip = 0;
        let brotli = 0;
        for (const file of files) {
          const content = readFileSync(path.join("build/client", file));
          gzip += gzipSync(content, { level: 9 }).length;
          brotli += brotliCompressSync(content).length;
        }
        return { files: files.length, gzip, brotli };
      };
      results.push({ page, js: sizeOf(".js"), css: sizeOf(".css") });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The median of the runs that measured the figure (a run Lighthouse could not finish gives NaN). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

/** Runs Lighthouse may leave unfinished per page (its own trace errors, such as NO_NAVSTART) and be asked again. */
const UNFINISHED_RUNS_ALLOWED = 3;

/** Lighthouse (mobile preset, the system Chromium), `runs` finished times per page; the median of each figure. */
export async function lighthouseScores(baseUrl: string, pages: readonly string[], runs = 3): Promise<LighthouseScores[]> {
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const results: LighthouseScores[] = [];
  for (const page of pages) {
    const samples: Omit<LighthouseScores, "page">[] = [];
    // A new browser (a new profile) for each run: Lighthouse empties the HTTP cache between runs but keeps
    // localStorage, which would make every run after the first a returning reader (src/web/layout/brand-fonts.ts).
    for (let attempt = 0; samples.length < runs && attempt < runs + UNFINISHED_RUNS_ALLOWED; attempt++) {
      const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, `--accept-lang=${readerLanguages(page).join(",")}`] });
      try {
        const result = await lighthouse(baseUrl + page, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const lhr = result?.lhr;
        if (!lhr) continue;
        // An unfinished run scores 0 without having measured the page: it is run again, never counted.
        if (lhr.runtimeError) {
          process.stderr.write(`Lighthouse ${page}: ${lhr.runtimeError.code}, run again\n`);
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcpMs: metric("first-contentful-paint"),
          lcpMs: metric("largest-contentful-paint"),
          tbtMs: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
        });
      } finally {
        chrome.kill();
      }
    }
    const pick = (key: keyof Omit<LighthouseScores, "page">) => median(samples.map((sample) => sample[key]));
    results.push({
      page,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      fcpMs: pick("fcpMs"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
    });
  }
  return results;
}
