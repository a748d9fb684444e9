import { describe, expect, it } from "vitest";
import { AppError } from "../../http/errors.ts";
import { createJobQueue, imageQueue } from "./image-queue.ts";
import { storageMessages } from "./messages.ts";

/** A job that runs until the test releases it by hand: no timers, so nothing depends on the machine's speed. */
function heldJob<T>(value: T) {
  let release!: () => void;
  let started = false;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    job: async () => {
      started = true;
      await gate;
      return value;
    },
    release: () => release(),
    get started() {
      return started;
    },
  };
}

/** Lets every promise callback already due run (the queue hands places over in microtasks). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the image job queue", () => {
  it("runs at most `concurrency` jobs at once, the others in their turn, first come first served", async () => {
    const queue = createJobQueue({ concurrency: 2, maxWaiting: 10 });
    const jobs = [heldJob("a"), heldJob("b"), heldJob("c"), heldJob("d")];
    const results = jobs.map((held) => queue.run(held.job));
    await settle();
    expect(jobs.map((held) => held.started)).toEqual([true, true, false, false]);
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 2, started: 2 });

    jobs[1]?.release();
    await settle();
    expect(jobs.map((held) => held.started)).toEqual([true, true, true, false]);
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 1 });

    for (const held of jobs) held.release();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, started: 4, refused: 0 });
  });

  it("refuses a job at once with 503, Retry-After and a clear message when its line is full, and never runs it", async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 2, retryAfterSeconds: 7 });
    const held = [heldJob(1), heldJob(2), heldJob(3)];
    const accepted = held.map((job) => queue.run(job.job));
    await settle();
    let ranRefused = false;
    const error = await queue
      .run(async () => {
        ranRefused = true;
        return 4;
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    const refusal = error as AppError;
    expect([refusal.status, refusal.code, refusal.message, refusal.headers]).toEqual([
      503,
      "image_queue_full",
      storageMessages.imageQueueFull,
      { "retry-after": "7" },
    ]);
    expect(queue.stats()).toEqual({ running: 1, waiting: 2, started: 1, refused: 1 });

    // Once a place is free again, the line takes work again.
    held[0]?.release();
    await settle();
    const later = heldJob(5);
    const fifth = queue.run(later.job);
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 2 });
    for (const job of [...held, later]) job.release();
    expect(await Promise.all([...accepted, fifth])).toEqual([1, 2, 3, 5]);
    expect(ranRefused).toBe(false);
  });

  it("frees a place when a job fails", async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("broken image")))).rejects.toThrow("broken image");
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
    await expect(queue.run(() => Promise.resolve("next"))).resolves.toBe("next");
  });

  it("is small: the shared queue runs one job per core less one (1 to 4) and lets few wait", async () => {
    const held = Array.from({ length: 40 }, (_, index) => heldJob(index));
    const runs = held.map((job) => imageQueue.run(job.job).catch((caught: unknown) => caught));
    await settle();
    const { running, waiting, refused } = imageQueue.stats();
    expect(running).toBeGreaterThanOrEqual(1);
    expect(running).toBeLessThanOrEqual(4);
    expect(waiting).toBe(4 * running);
    expect(refused).toBe(40 - running - waiting);
    for (const job of held) job.release();
    const outcomes = await Promise.all(runs);
    expect(outcomes.filter((outcome) => outcome instanceof AppError)).toHaveLength(refused);
  });
});
