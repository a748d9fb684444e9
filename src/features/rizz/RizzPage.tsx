import { useText } from "../../web/i18n/text.tsx";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import type rizz from "./rizz.messages.en.ts";
import RizzGenerator from "./RizzGenerator.tsx";

export const meta = localizedPageMeta<typeof rizz>("rizz");

const TIP_NUMBERS = [1, 2, 3] as const;

export default function RizzPage() {
  const t = useText<typeof rizz>();
  return (
    <>
      <PageIntro title={t("rizz.title")} lead={t("rizz.lead")} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-12 sm:px-6 md:grid-cols-2">
        {/* In the page's HTML: a visitor's page starts its app only once the form is reached (web-app.ts). */}
        <RizzGenerator />
        <section aria-labelledby="respect-title" className="rounded-lg bg-accent/60 p-6 md:col-span-2">
          <h2 id="respect-title" className="text-lg font-bold text-secondary">
            {t("rizz.respect.title")}
          </h2>
          <p className="mt-1 text-sm">{t("rizz.respect.text")}</p>
          <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-3">
            {TIP_NUMBERS.map((number) => (
              <li key={number}>• {t(`rizz.tip.${number}`)}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
