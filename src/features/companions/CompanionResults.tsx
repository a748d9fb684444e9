import { useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";
import { CompanionCardView, type ChoosingToBook } from "./CompanionCardView.tsx";
import type { CompanionList } from "./schema.ts";

/** The list's cards, or why there are none. */
/** `booking`: the list asks to choose a companion to book, and each card offers to book them. */
export function CompanionResults({
  result,
  pending,
  failed,
  booking,
}: {
  result: CompanionList | undefined;
  pending: boolean;
  failed: boolean;
  booking?: ChoosingToBook;
}) {
  const t = useText<typeof companions>();
  if (pending) {
    return (
      <ul aria-busy="true" aria-label={t("results.loading")} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="h-[36rem] animate-pulse rounded-lg bg-muted" />
        ))}
      </ul>
    );
  }
  if (failed || !result)
    return (
      <p role="alert" className="py-10 text-center">
        {t("results.failed")}
      </p>
    );
  if (result.companions.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t("results.none")}</p>;
  }
  return (
    <>
      <p aria-live="polite" className="mb-3 text-sm text-muted-foreground">
        {t("results.count", { count: result.companions.length })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {result.companions.map((companion, index) => (
          <li key={companion.id}>
            <CompanionCardView companion={companion} eager={index < 3} booking={booking} />
          </li>
        ))}
      </ul>
    </>
  );
}
