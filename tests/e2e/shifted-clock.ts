// A test-only preload (`node --import ./tests/e2e/shifted-clock.ts server.mjs`): the process's clock runs
// CLOCK_SHIFT_FILE's milliseconds ahead of the machine's (Date.now() and new Date()), re-read whenever the file
// changes, so a journey can move a server through time without touching the machine's clock or the product.
import { readFileSync, watchFile } from "node:fs";

const file = process.env.CLOCK_SHIFT_FILE ?? "";
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let shift = 0;

function readShift(): void {
  try {
    shift = Number(readFileSync(file, "utf8").trim()) || 0;
  } catch {
    shift = 0;
  }
}

readShift();
watchFile(file, { interval: 100 }, readShift).unref();

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args: unknown[], newTarget) => Reflect.construct(target, args.length > 0 ? args : [realNow() + shift], newTarget) as object,
  apply: () => new RealDate(realNow() + shift).toString(),
  get: (target, property, receiver) => (property === "now" ? () => realNow() + shift : Reflect.get(target, property, receiver)),
});
