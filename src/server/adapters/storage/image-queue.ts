import { availableParallelism } from "node:os";
import { AppError } from "../../http/errors.ts";
import { storageMessages } from "./messages.ts";

/**
 * A small bounded line for CPU-heavy work (decoding and re-encoding uploaded images). At most
 * `concurrency` jobs run at once and at most `maxWaiting` wait; a job that finds the line full is refused
 * at once with 503 and Retry-After, so a burst of uploads waits or is turned away instead of taking every
 * core (and libuv's thread pool, which sign-in's password hashing and file reads share) from other requests.
 */
export interface JobQueue {
  /** Runs `job` when a place is free; throws the 503 without running it when the line is full. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** What the line holds now, and how many jobs it has started and refused since it was made. */
  stats(): { running: number; waiting: number; started: number; refused: number };
}

export interface JobQueueOptions {
  concurrency: number;
  maxWaiting: number;
  /** The Retry-After of the 503, in seconds. */
  retryAfterSeconds?: number;
}

export const queueFull = (retryAfterSeconds: number) =>
  new AppError(503, "image_queue_full", storageMessages.imageQueueFull, undefined, { "retry-after": String(retryAfterSeconds) });

export function createJobQueue({ concurrency, maxWaiting, retryAfterSeconds = 5 }: JobQueueOptions): JobQueue {
  if (concurrency < 1) throw new Error("a job queue needs a concurrency of at least 1");
  const line: (() => void)[] = [];
  let running = 0;
  let started = 0;
  let refused = 0;

  /** A finished job hands its place to the first in line, or frees it. */
  const next = () => {
    const first = line.shift();
    if (first) first();
    else running -= 1;
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (line.length >= maxWaiting) {
          refused += 1;
          throw queueFull(retryAfterSeconds);
        }
        // `next` hands this job the place of one that finished, still counted in `running`.
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      started += 1;
      try {
        return await job();
      } finally {
        next();
      }
    },
    stats: () => ({ running, waiting: line.length, started, refused }),
  };
}

/**
 * Image jobs at once: one per core, less one core left for answering requests (never fewer than one,
 * never more than 4, the size of libuv's default thread pool that sharp runs on). A waiting line of 4 per
 * place: a capped image takes well under a second, so a waiting job starts within a few seconds.
 */
const IMAGE_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism() - 1));

/** The one queue every upload's image work goes through (see `normalizeImage`). */
export const imageQueue: JobQueue = createJobQueue({ concurrency: IMAGE_CONCURRENCY, maxWaiting: 4 * IMAGE_CONCURRENCY });
