import { data, Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import { useLocalizedPath, useText } from "../i18n/text.tsx";
import { localizedPageMeta } from "../lib/meta.ts";
import { Button } from "../ui/button.tsx";
import type common from "./common.messages.en.ts";

export const meta = localizedPageMeta<typeof common>("notFound");

/** No page of ours has this address: the page says so, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  const t = useText<typeof common>();
  const localized = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold text-secondary">{t("notFound.title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("notFound.text")}</p>
      <Button asChild className="mt-8">
        <Link to={localized(paths.home)}>{t("notFound.home")}</Link>
      </Button>
    </section>
  );
}
