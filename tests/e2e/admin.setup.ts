import { test } from "./fixtures.ts";
import { signInAsAdmin } from "./support.ts";

// The e2e admin (ADMIN_EMAILS), made and proven once; its session is saved for every journey that needs it.
test("the journeys' admin account exists and is signed in", async ({ page }) => {
  await signInAsAdmin(page);
});
