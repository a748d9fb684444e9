import { z } from "zod";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

/** An application as the back office reviews it (the headshot through its private admin link). */
export const adminApplicationView = z.object({
  id: z.string(),
  name: z.string(),
  age: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  areasToWork: z.array(z.string()),
  weeklyAvailability: z.string().nullable(),
  transportationMethod: z.string().nullable(),
  experience: z.string().nullable(),
  motivation: z.string().nullable(),
  personalityTraits: z.array(z.string()),
  communicationStyle: z.string().nullable(),
  scenario1: z.string().nullable(),
  scenario2: z.string().nullable(),
  headshotUrl: z.string().nullable(),
  status: z.enum(["new", "interviewing", "accepted", "rejected"]),
  notes: z.string().nullable(),
  /** The companion profile made from the application, once there is one. */
  companionId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminApplication = z.output<typeof adminApplicationView>;

/** An uploaded headshot: an opaque token the application names it by. */
export const headshotUploaded = z.object({ headshotUrl: z.string() });

/** An accepted applicant's companion profile, made: its id, and whether their account is the companion's already. */
export const applicantCompanionCreated = z.object({ companionId: z.string(), linkedAccount: z.boolean() });

/** The job applications, as the back office lists them. */
export const adminApplicationsResponse = z.object({ applications: z.array(adminApplicationView) });
