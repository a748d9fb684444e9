import type { ReactElement } from "react";
import { Link } from "react-router";
import { formatLongDate } from "../../shared/format.ts";
import type { MessageValues } from "../../shared/i18n/catalog.ts";
import { paths } from "../../shared/paths.ts";
import { RichText, useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import type legal from "./legal.messages.en.ts";

type LegalKey = keyof typeof legal & string;

/** One block of a section: a paragraph ("p"), a sub-heading ("h") or a bulleted list of so many items. */
export type LegalBlock = "p" | "h" | { items: number };

/** A section of a legal document: its anchor, and its blocks in order (their words are in legal.messages). */
export interface LegalSectionShape {
  id: string;
  blocks: readonly LegalBlock[];
}

/** Both legal documents take effect, and were last updated, on the same day (§2, §9): noon, so it is that day in Florida too. */
const LEGAL_DATE = "2025-08-24T12:00:00Z";

const text = {
  paragraph: "mt-3 leading-relaxed",
  list: "mt-3 list-disc space-y-2 pl-6 leading-relaxed",
  subheading: "mt-6 text-lg font-semibold text-secondary",
  link: "font-medium text-primary underline underline-offset-4 hover:text-primary/80",
} as const;

/** The markup a document's words may carry (see legal.messages.en.ts), with links to the pages in the reader's language. */
function useMarkup(): Record<string, ReactElement> {
  const localized = useLocalizedPath();
  return {
    0: <strong />,
    1: <Link to={localized(paths.contact)} className={text.link} />,
    2: <Link to={localized(paths.account)} className={text.link} />,
    3: <Link to={localized(paths.privacy)} className={text.link} />,
    4: <Link to={localized(paths.terms)} className={text.link} />,
    5: <code className="rounded bg-muted px-1 text-sm" />,
  };
}

/**
 * A legal document (the Terms, the Privacy Policy) in the reader's language: its title, dates, contents and
 * numbered sections. A translation says that the English version governs, and links to it.
 */
export function LegalDocument({
  document,
  englishPath,
  sections,
  values,
  hasIntro = false,
}: {
  document: "terms" | "privacy";
  englishPath: string;
  sections: readonly LegalSectionShape[];
  values?: MessageValues;
  hasIntro?: boolean;
}) {
  const t = useText<typeof legal>();
  const locale = useLocale();
  const markup = useMarkup();
  const key = (suffix: string) => `${document}.${suffix}` as LegalKey;
  const words = (id: LegalKey) => <RichText<typeof legal> id={id} values={values} components={markup} />;
  const date = formatLongDate(LEGAL_DATE, locale);
  return (
    <>
      <PageIntro title={t(key("title"))} lead={t(key("lead"))} />
      <article className="mx-auto max-w-3xl px-4 pb-16 text-left sm:px-6">
        <p className="text-sm text-muted-foreground">{t("legal.effective", { date })}</p>
        <p className="text-sm text-muted-foreground">{t("legal.updated", { date })}</p>
        {locale === "en" ? null : (
          <p className="mt-4 rounded-md border-l-4 border-primary bg-accent/60 px-4 py-3 text-sm">
            <RichText<typeof legal> id="legal.translation" components={{ 0: <a href={englishPath} hrefLang="en" lang="en" className={text.link} /> }} />
          </p>
        )}
        {hasIntro ? <p className="mt-6 leading-relaxed">{words(key("intro"))}</p> : null}
        <nav aria-label={t("legal.contents")} className="mt-8 rounded-lg border px-5 py-4">
          <h2 className="font-semibold text-secondary">{t("legal.contents")}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary hover:underline">
                  {t(key(`${section.id}.title`))}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="mt-10 scroll-mt-24 text-xl font-bold text-secondary">
              {index + 1}. {t(key(`${section.id}.title`))}
            </h2>
            {section.blocks.map((block, blockIndex) => {
              const blockKey = `${section.id}.${blockIndex + 1}`;
              if (block === "p")
                return (
                  <p key={blockKey} className={text.paragraph}>
                    {words(key(blockKey))}
                  </p>
                );
              if (block === "h")
                return (
                  <h3 key={blockKey} className={text.subheading}>
                    {t(key(blockKey))}
                  </h3>
                );
              return (
                <ul key={blockKey} className={text.list}>
                  {Array.from({ length: block.items }, (_, item) => (
                    <li key={item}>{words(key(`${blockKey}.${item + 1}`))}</li>
                  ))}
                </ul>
              );
            })}
          </section>
        ))}
      </article>
    </>
  );
}
