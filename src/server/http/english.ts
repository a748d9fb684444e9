import { setupI18n, type Messages } from "@lingui/core";
import { compileCatalog } from "../../shared/i18n/compile.ts";
import { withOnePeriod, type Catalog, type Sentence } from "../../shared/i18n/catalog.ts";
import account from "../../features/account/account.messages.en.ts";
import settings from "../../features/account/settings.messages.en.ts";
import sandbox from "../../features/billing/sandbox.messages.en.ts";
import booking from "../../features/bookings/booking.messages.en.ts";
import companions from "../../features/companions/companions.messages.en.ts";
import franchise from "../../features/content/franchise.messages.en.ts";
import events from "../../features/events/events.messages.en.ts";
import hiring from "../../features/hiring/hiring.messages.en.ts";
import memberProfiles from "../../features/member-profiles/member-profiles.messages.en.ts";
import messages from "../../features/messages/messages.messages.en.ts";
import reports from "../../features/reports/reports.messages.en.ts";
import reviews from "../../features/reviews/reviews.messages.en.ts";
import rizz from "../../features/rizz/rizz.messages.en.ts";
import saved from "../../features/saved/saved.messages.en.ts";
import safety from "../../features/workspace/safety.messages.en.ts";
import common from "../../web/layout/common.messages.en.ts";
import membership from "../../web/layout/membership.messages.en.ts";

/**
 * The English of every sentence an API answer can carry: the catalogs the pages say them from. Services and
 * schemas give catalog ids; the error handler answers with the English beside the id.
 */
const catalogs: Catalog[] = [
  common,
  membership,
  account,
  settings,
  sandbox,
  booking,
  companions,
  franchise,
  events,
  hiring,
  memberProfiles,
  messages,
  reports,
  reviews,
  rizz,
  saved,
  safety,
];
const english = setupI18n({ locale: "en", messages: { en: compileCatalog(Object.assign({}, ...catalogs) as Catalog) as Messages } });

/** The English of a sentence, or undefined when its id is not in a catalog (a message written in English). */
export function englishOf(sentence: Sentence): string | undefined {
  return Object.hasOwn(english.messages, sentence.id) ? withOnePeriod(english._(sentence.id, sentence.values), sentence.values) : undefined;
}
