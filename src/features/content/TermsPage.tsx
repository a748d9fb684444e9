import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { POLICY_TEXT } from "../../shared/bookings.ts";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Terms of Service", "The terms that govern the use of Wingmate.");

export default function TermsPage() {
  return (
    <PageIntro title={"Terms of Service"} lead={"Effective and last updated August 24, 2025."}>
      <section aria-labelledby="cancellation-title" className="mx-auto mt-8 max-w-2xl text-left">
        <h2 id="cancellation-title" className="text-xl font-bold text-secondary">
          Payment, cancellation and rescheduling
        </h2>
        <p className="mt-2">Bookings are paid online before the session. {POLICY_TEXT}</p>
        <p className="mt-2">VIP membership costs $29.99 per month, can be cancelled anytime (it runs until the end of the paid month) and carries a 30-day money-back guarantee from the first payment.</p>
      </section>
      <NotYetOpen>The remaining sections of the terms are published with the public-site release.</NotYetOpen>
    </PageIntro>
  );
}
