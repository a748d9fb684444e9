import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { useText } from "../../web/i18n/text.tsx";
import type rizz from "./rizz.messages.en.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import type { PageHandle } from "../../web/page-handle.ts";
import { rizzWords } from "./words.ts";

export const meta = localizedPageMeta<typeof rizz>("tips");

const TIP_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const STARTER_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export default function SocialTipsPage() {
  const t = useText<typeof rizz>();
  return (
    <>
      <PageIntro title={t("tips.title")} lead={t("tips.lead")} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-12 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TIP_NUMBERS.map((number) => (
            <li key={number}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle as="h2">
                    {number}. {t(`tips.${number}.title`)}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted-foreground">{t(`tips.${number}.text`)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <section aria-labelledby="starters-title" className="rounded-lg border bg-card p-6">
          <h2 id="starters-title" className="text-2xl font-bold text-secondary">
            {t("tips.starters.title")}
          </h2>
          <ol className="mt-3 grid list-decimal gap-2 pl-6 sm:grid-cols-2">
            {STARTER_NUMBERS.map((number) => (
              <li key={number}>{t(`tips.starter.${number}`)}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="encourage-title" className="rounded-lg bg-secondary p-8 text-center text-secondary-foreground">
          <h2 id="encourage-title" className="text-2xl font-bold">
            {t("tips.encourage.title")}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-secondary-foreground/85">{t("tips.encourage.text")}</p>
        </section>
      </div>
    </>
  );
}

export const handle: PageHandle = { words: [rizzWords] };
