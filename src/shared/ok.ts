import { z } from "zod";

/** `{ ok: true }`: an action that has nothing else to say (a route's response schema). */
export const okBody = z.object({ ok: z.literal(true) });
