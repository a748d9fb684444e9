import { z } from "zod";

/** `{ ok: true }`: an action that has nothing else to say (a route's response schema; the client's type). */
export const okBody = z.object({ ok: z.literal(true) });
export type Ok = z.output<typeof okBody>;
