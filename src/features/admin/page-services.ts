import type { AdminOverview, UserPage } from "./schema.ts";

/** What the dashboard opens with: its figures, and the first page of users when the Users section is the one shown. */
export interface AdminDashboard {
  overview: AdminOverview;
  users: UserPage | null;
}

/** The admin feature as the pages' loaders read it (src/web/page-services.ts). */
export interface AdminPageServices {
  /** For an admin, as GET /api/admin/overview and GET /api/admin/users answer; null for anyone else (the API's 401 and 403). */
  dashboard(options: { withUsers: boolean }): Promise<AdminDashboard | null>;
}
