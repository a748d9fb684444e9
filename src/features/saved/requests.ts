import { z } from "zod";

// Apart from schema.ts, whose messages the profile page's Save button imports: that page starts without zod.

/** The profile a request names: in the path, or as the body of a save. */
export const companionRef = z.object({ companionId: z.string().trim().min(1).max(40) });
