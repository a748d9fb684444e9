import { and, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { sandboxCheckouts } from "./tables.server.ts";

// The sandbox provider's checkouts (src/server/adapters/payments/sandbox.ts opens and expires them here).

/** A membership checkout for an account; its id. */
export async function openSandboxMembershipCheckout(db: Db, checkout: { userId: string; successUrl: string; cancelUrl: string }): Promise<string> {
  const [row] = await db.insert(sandboxCheckouts).values(checkout).returning({ id: sandboxCheckouts.id });
  if (!row) throw new Error("sandbox checkout was not created");
  return row.id;
}

/** A checkout for one ledger payment (a booking's), open until `expiresAt`; its id. */
export async function openSandboxPaymentCheckout(
  db: Db,
  checkout: { paymentId: string; amountCents: number; description: string; successUrl: string; cancelUrl: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(sandboxCheckouts)
    .values({ kind: "payment", ...checkout })
    .returning({ id: sandboxCheckouts.id });
  if (!row) throw new Error("sandbox checkout was not created");
  return row.id;
}

/** An open checkout can no longer be paid. */
export async function expireSandboxCheckout(db: Db, checkoutId: string): Promise<void> {
  await db
    .update(sandboxCheckouts)
    .set({ status: "expired" })
    .where(and(eq(sandboxCheckouts.id, checkoutId), eq(sandboxCheckouts.status, "open")));
}
