import type { ReactNode } from "react";

/** The legal pages' shared pieces: text styles, the dated header with its contents list, numbered sections. */
export const legalText = {
  paragraph: "mt-3 leading-relaxed",
  list: "mt-3 list-disc space-y-2 pl-6 leading-relaxed",
  subheading: "mt-6 text-lg font-semibold text-secondary",
  link: "font-medium text-primary underline underline-offset-4 hover:text-primary/80",
} as const;

export interface LegalSectionEntry {
  id: string;
  title: string;
}

/** Both legal documents take effect, and were last updated, on the same day (§2, §9). */
const LEGAL_DATE = "August 24, 2025";

export function LegalArticle({ sections, intro, children }: { sections: readonly LegalSectionEntry[]; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 text-left sm:px-6">
      <p className="text-sm text-muted-foreground">Effective: {LEGAL_DATE}</p>
      <p className="text-sm text-muted-foreground">Last updated: {LEGAL_DATE}</p>
      {intro}
      <nav aria-label="Contents" className="mt-8 rounded-lg border px-5 py-4">
        <h2 className="font-semibold text-secondary">Contents</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {children}
    </article>
  );
}

/** One numbered section; its number and heading come from the page's list, so the contents always match. */
export function LegalSection({ sections, id, children }: { sections: readonly LegalSectionEntry[]; id: string; children: ReactNode }) {
  const index = sections.findIndex((section) => section.id === id);
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="mt-10 scroll-mt-24 text-xl font-bold text-secondary">
        {index + 1}. {sections[index]?.title}
      </h2>
      {children}
    </section>
  );
}

/** The numbered section component of one document: `id` must be one of that document's sections. */
export function sectionsOf<const Sections extends readonly LegalSectionEntry[]>(sections: Sections) {
  return function DocumentSection({ id, children }: { id: Sections[number]["id"]; children: ReactNode }) {
    return (
      <LegalSection sections={sections} id={id}>
        {children}
      </LegalSection>
    );
  };
}
