import type { AccountPageServices } from "../features/account/index.ts";
import type { AdminPageServices } from "../features/admin/index.ts";
import type { BillingPageServices } from "../features/billing/index.ts";
import type { MemberProfilePageServices } from "../features/member-profiles/index.ts";
import type { MessagePageServices } from "../features/messages/index.ts";
import type { SavedPageServices } from "../features/saved/index.ts";
import type { WorkspacePageServices } from "../features/workspace/index.ts";
import type { BookingPageServices } from "../features/bookings/index.ts";
import type { CompanionPageServices } from "../features/companions/index.ts";
import type { EventPageServices } from "../features/events/index.ts";
import type { RizzPageServices } from "../features/rizz/index.ts";

/**
 * The features' services as a page's loader and action call them: each bound, on the server, to the
 * request's viewer (src/server/http/page-services.ts). Their answers are the API's own response views, so a
 * page holds exactly what the API would give the same viewer.
 */
export interface PageServices {
  companions: CompanionPageServices;
  bookings: BookingPageServices;
  events: EventPageServices;
  rizz: RizzPageServices;
  account: AccountPageServices;
  admin: AdminPageServices;
  billing: BillingPageServices;
  memberProfiles: MemberProfilePageServices;
  messages: MessagePageServices;
  saved: SavedPageServices;
  workspace: WorkspacePageServices;
}
