import { paths } from "../../shared/paths.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { LegalDocument, type LegalSectionShape } from "./legal.tsx";
import type legal from "./legal.messages.en.ts";
import { appWhenSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { legalWords } from "./words.ts";

export const meta = localizedPageMeta<typeof legal>("privacy");

/** The policy's sections and the shape of each (their words: legal.messages, "privacy.<section>.<block>"). */
const SECTIONS = [
  { id: "information-we-collect", blocks: ["p", "h", "p", "h", "p", "h", "p", "h", "p", "h", "p", "h", "p", "h", "p", "h", "p", "h", "p"] },
  { id: "how-we-use", blocks: ["p", { items: 8 }] },
  { id: "how-we-share", blocks: ["p", { items: 5 }, "p"] },
  { id: "data-security", blocks: ["p", { items: 5 }, "p"] },
  { id: "your-rights", blocks: ["p", { items: 3 }, "p"] },
  { id: "cookies", blocks: ["p", "p", "p"] },
  { id: "third-party-services", blocks: [{ items: 5 }, "p"] },
  { id: "children", blocks: ["p"] },
  { id: "data-retention", blocks: [{ items: 5 }] },
  { id: "international-transfers", blocks: ["p"] },
  { id: "california", blocks: ["p", { items: 4 }, "p"] },
  { id: "changes", blocks: ["p"] },
  { id: "contact", blocks: ["p", { items: 2 }] },
] as const satisfies readonly LegalSectionShape[];

export default function PrivacyPage() {
  return <LegalDocument document="privacy" englishPath={paths.privacy} sections={SECTIONS} hasIntro />;
}

export const handle: PageHandle = { ...appWhenSignedIn, words: [legalWords] };
