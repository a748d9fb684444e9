import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:3400";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors = [];
page.on("pageerror", (e) => errors.push(String(e)));
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.text()); });
for (const [path, file] of JSON.parse(process.argv[2])) {
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  await page.screenshot({ path: file, fullPage: process.argv[3] === "full" });
  console.log(path, "->", await page.title());
}
console.log("errors:", errors);
await browser.close();
