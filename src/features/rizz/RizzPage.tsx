import type { ActionFunctionArgs } from "react-router";
import { localeOfPath } from "../../shared/i18n/locales.ts";
import { useText } from "../../web/i18n/text.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import type rizz from "./rizz.messages.en.ts";
import RizzGenerator, { type RizzAnswer } from "./RizzGenerator.tsx";
import { appWhenSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { rizzWords } from "./words.ts";

export const meta = localizedPageMeta<typeof rizz>("rizz");

const TIP_NUMBERS = [1, 2, 3] as const;

const fieldOf = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The generator's form: openers for what was typed, in the page's language, with what was typed (a page posted without the app refills its form). */
export async function action({ request, context }: ActionFunctionArgs): Promise<RizzAnswer> {
  const form = await request.formData();
  const typed = { interests: fieldOf(form, "interests"), vibe: fieldOf(form, "vibe"), context: fieldOf(form, "context") };
  const locale = localeOfPath(new URL(request.url).pathname);
  return { typed, outcome: await pageContextOf(context).services.rizz.generate({ ...typed, locale }) };
}

export default function RizzPage() {
  const t = useText<typeof rizz>();
  return (
    <>
      <PageIntro title={t("rizz.title")} lead={t("rizz.lead")} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-12 sm:px-6 md:grid-cols-2">
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

export const handle: PageHandle = { ...appWhenSignedIn, words: [rizzWords] };
