import { NotYetOpen, PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

export const meta = () => pageMeta("Privacy Policy", "How Wingmate collects, uses and protects your information.");

export default function PrivacyPage() {
  return (
    <PageIntro title={"Privacy Policy"} lead={"Effective and last updated August 24, 2025."}>
      <NotYetOpen>The full policy is published with the public-site release.</NotYetOpen>
    </PageIntro>
  );
}
