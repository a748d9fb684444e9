import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { SERVICES } from "../../web/content/services.tsx";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { appWhenSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { marketingWords } from "../../web/content/words.ts";

export const meta = localizedPageMeta<typeof marketing>("services");

export default function ServicesPage() {
  const t = useText<typeof marketing>();
  const localized = useLocalizedPath();
  return (
    <>
      <PageIntro title={t("services.title")} lead={t("services.lead")} />
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ id, icon: Icon, category }) => (
            <li key={id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <Icon aria-hidden className="size-8 text-primary" />
                  <CardTitle as="h2">{t(`service.${id}.title`)}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col">
                  <p className="flex-1 text-muted-foreground">{t(`service.${id}.text`)}</p>
                  <Button asChild variant="outline" className="mt-4">
                    <Link to={localized(paths.contact)} state={{ category }} aria-label={t("services.book.label", { service: t(`service.${id}.title`) })}>
                      {t("services.book")}
                    </Link>
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to={localized(paths.contact)}>{t("services.getStarted")}</Link>
          </Button>
        </div>
        <section aria-labelledby="notice-title" className="mx-auto mt-10 max-w-3xl rounded-lg border border-gold/50 bg-[#fdf6e7] p-6">
          <h2 id="notice-title" className="flex items-center gap-2 text-xl font-bold text-[#6b4a10]">
            <AlertTriangle aria-hidden className="size-5" /> {t("services.notice.title")}
          </h2>
          <p className="mt-2 text-[#5a3e0d]">{t("services.notice.text")}</p>
        </section>
      </div>
    </>
  );
}

export const handle: PageHandle = { ...appWhenSignedIn, words: [marketingWords] };
