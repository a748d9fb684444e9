import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useLocation, useParams } from "react-router";
import { FIRST_VIEW_ELEMENT_ID } from "../../shared/initial-data.ts";
import { paths } from "../../shared/paths.ts";
import { FirstView } from "../../web/layout/FirstView.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { localizedPageMeta, showPageHead } from "../../web/lib/meta.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";
import { companionOptions } from "./api.ts";
import { FullProfile } from "./FullProfile.tsx";
import { profileTitle, VIP_REQUIRED } from "./schema.ts";
import { VipWall } from "./VipWall.tsx";
import { listSearchOf, listSearchOfReferrer } from "./list-state.ts";

export const meta = localizedPageMeta<typeof companions>("detail");

/** The list's filters from the referrer, for the address this document was loaded at only ("default"). */
function referringListSearch(locationKey: string, listPathname: string): string {
  if (locationKey !== "default" || typeof document === "undefined") return "";
  return listSearchOfReferrer(document.referrer, window.location.origin, listPathname);
}

export default function CompanionDetailPage() {
  const { id = "" } = useParams();
  const t = useText<typeof companions>();
  // The men's side when the path contains /men-profiles/ (§2).
  const location = useLocation();
  const listPath = location.pathname.includes("/men-profiles/") ? paths.wingMen : paths.wingWomen;
  const localized = useLocalizedPath();
  const listSearch = listSearchOf(location.state) || referringListSearch(location.key, localized(listPath));
  // Not behind the account lookup: the server answers for the viewer its cookie names.
  const query = useQuery(companionOptions(id));

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  // Again on the other edition's address: the page stays, and its route's tags are drawn anew in that language.
  useEffect(() => {
    if (query.data) showPageHead(profileTitle(query.data.companion.name), query.data.companion.bio);
  }, [query.data, location.pathname]);

  if (query.error instanceof ApiError) {
    if (query.error.code === VIP_REQUIRED) return <VipWall backTo={listPath} listSearch={listSearch} />;
    if (query.error.status === 404) return <Navigate to={localized(listPath)} replace />;
  }
  if (query.isError) {
    return (
      <p role="alert" className="py-24 text-center">
        {t("detail.loadFailed")}
      </p>
    );
  }
  if (!query.data) {
    return (
      // A screen's height: the footer stays below the fold until the profile replaces this (no layout shift).
      <div role="status" className="mx-auto min-h-svh max-w-xl px-4 py-24 text-center text-muted-foreground">
        {t("detail.loading")}
      </div>
    );
  }
  // Drawn in the background over the server's first view of the same profile, when the page came with one.
  return (
    <FirstView id={FIRST_VIEW_ELEMENT_ID} ready placeholder={null}>
      <FullProfile companion={query.data.companion} listPath={listPath} listSearch={listSearch} />
    </FirstView>
  );
}
