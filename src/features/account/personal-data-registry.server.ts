import { accountPersonalData, companionLinkPersonalData, sessionsPersonalData, verificationsPersonalData } from "../../server/auth/personal-data.ts";
import type { PersonalDataContribution } from "../../server/personal-data.ts";
import { auditPersonalData, mailPersonalData, rateLimitPersonalData } from "../../server/platform-personal-data.ts";
import { membershipPersonalData } from "../billing/index.server.ts";
import { bookingsPersonalData, consultationsPersonalData } from "../bookings/index.server.ts";
import { eventInterestsPersonalData } from "../events/index.server.ts";
import { franchisePersonalData } from "../franchise/index.server.ts";
import { hiringPersonalData } from "../hiring/index.server.ts";
import { memberProfilePersonalData } from "../member-profiles/index.server.ts";
import { conversationsPersonalData } from "../messages/index.server.ts";
import { reportsPersonalData } from "../reports/index.server.ts";
import { reviewsPersonalData } from "../reviews/index.server.ts";
import { savedProfilesPersonalData } from "../saved/index.server.ts";
import { calendarFeedsPersonalData, sessionCheckInsPersonalData } from "../workspace/index.server.ts";
import { profilePersonalData } from "./personal-data.server.ts";

/**
 * Every table that holds data about a person, by the contribution that covers it, in the order "download my
 * data" lists their sections; deletion erases them in this order, step by step (ERASURE_STEPS). A table with a
 * person's id, e-mail or phone in none of them fails personal-data-registry.int.test.ts.
 */
export const personalDataRegistry: readonly PersonalDataContribution[] = [
  accountPersonalData,
  profilePersonalData,
  membershipPersonalData,
  sessionsPersonalData,
  mailPersonalData,
  bookingsPersonalData,
  conversationsPersonalData,
  reviewsPersonalData,
  savedProfilesPersonalData,
  eventInterestsPersonalData,
  memberProfilePersonalData,
  reportsPersonalData,
  hiringPersonalData,
  consultationsPersonalData,
  franchisePersonalData,
  companionLinkPersonalData,
  calendarFeedsPersonalData,
  sessionCheckInsPersonalData,
  auditPersonalData,
  verificationsPersonalData,
  rateLimitPersonalData,
];
