import { z } from "zod";

// The response schema of the generator route; the web app imports its type only.

/** What the generator answers: three to five openers. */
export const rizzResultView = z.object({ pickupLines: z.array(z.string()) });
