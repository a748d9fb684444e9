import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bookmark, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { companionPath, paths } from "../../shared/paths.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type membership from "../../web/layout/membership.messages.en.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card } from "../../web/ui/card.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import type saved from "./saved.messages.en.ts";
import { savedMessages, type SavedProfile } from "./schema.ts";
import { saveProfile, savedListOptions, savedStateOptions, unsaveProfile } from "./queries.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { savedWords } from "./words.ts";
import { membershipWords } from "../../web/layout/words.ts";

export const meta = localizedPageMeta<typeof saved>("saved");

/** A member's saved profiles, in the list's query; a visitor or free member gets the page's invitation instead (§2). */
export async function loader({ context }: LoaderFunctionArgs) {
  const saved = await pageContextOf(context).services.saved.list();
  return { queries: saved ? pageQueries(answer(savedListOptions(), saved)) : pageQueries() };
}

export default function SavedProfilesPage() {
  const { user, isMember, isAdmin, loading } = useAuth();
  const t = useText<typeof saved>();
  const offer = useText<typeof membership>();
  const localized = useLocalizedPath();
  if (loading)
    return (
      <p role="status" className="py-24 text-center text-muted-foreground">
        {t("saved.loading")}
      </p>
    );
  if (!user) {
    return (
      <PageIntro title={t("saved.title")} lead={t("saved.logInLead")}>
        <Button asChild className="mt-6">
          <Link to={`${localized(paths.auth)}?next=${encodeURIComponent(localized(paths.savedProfiles))}`}>{t("saved.logIn")}</Link>
        </Button>
      </PageIntro>
    );
  }
  if (!isMember && !isAdmin) {
    return (
      <PageIntro title={t("saved.membersOnly.title")} lead={t("saved.membersOnly.lead")}>
        <Button asChild className="mt-6">
          <Link to={localized(paths.pricing)}>{offer("upgrade")}</Link>
        </Button>
      </PageIntro>
    );
  }
  return <SavedGrid />;
}

function SavedGrid() {
  const queryClient = useQueryClient();
  const t = useText<typeof saved>();
  const say = useSentence();
  const localized = useLocalizedPath();
  const list = useQuery(savedListOptions());
  const changed = (companionId: string) => {
    void queryClient.invalidateQueries({ queryKey: savedListOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: savedStateOptions(companionId).queryKey });
  };
  // A removal is one tap, so it can be undone from its toast: saving the companion again.
  const restore = useMutation({
    mutationFn: saveProfile,
    onSuccess: (_result, companionId) => {
      changed(companionId);
      toast.success(say(savedMessages.saved));
    },
    onError: () => toast.error(say(savedMessages.failed)),
  });
  const remove = useMutation({
    mutationFn: (item: SavedProfile) => unsaveProfile(item.wingwoman_id),
    onSuccess: (_result, item) => {
      queryClient.setQueryData(
        savedListOptions().queryKey,
        (old) => old && { savedProfiles: old.savedProfiles.filter((other) => other.wingwoman_id !== item.wingwoman_id) },
      );
      changed(item.wingwoman_id);
      toast.success(say(savedMessages.removed), {
        description: item.wingwoman_name,
        action: { label: t("saved.undo"), onClick: () => restore.mutate(item.wingwoman_id) },
      });
    },
    onError: () => toast.error(say(savedMessages.removeFailed)),
  });

  useEffect(() => {
    if (list.isError) toast.error(say(savedMessages.loadFailed), { id: "saved-load-failed" });
  }, [list.isError, say]);
  const items = list.data?.savedProfiles ?? [];
  return (
    <>
      <PageIntro title={t("saved.title")} lead={t("saved.lead")} />
      <div className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        {list.isPending ? (
          <p role="status" className="text-center text-muted-foreground">
            {t("saved.loadingList")}
          </p>
        ) : items.length === 0 ? (
          <div className="rounded-lg border bg-card p-10 text-center">
            <Bookmark aria-hidden className="mx-auto size-10 text-muted-foreground" />
            <p className="mt-3 text-lg">{t("saved.none")}</p>
            <Button asChild className="mt-4">
              <Link to={localized(paths.wingWomen)}>{t("saved.browse")}</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <Card className="overflow-hidden">
                  <Link to={localized(companionPath(item.wingwoman_id))} className="block">
                    {item.wingwoman_image ? (
                      <img src={item.wingwoman_image} alt="" className="aspect-square w-full object-cover" loading="lazy" />
                    ) : (
                      <div aria-hidden className="grid aspect-square place-items-center bg-accent text-4xl font-bold">
                        {item.wingwoman_name.slice(0, 1)}
                      </div>
                    )}
                    <h2 className="p-4 pb-0 text-xl font-bold text-secondary">{item.wingwoman_name}</h2>
                  </Link>
                  <div className="p-4">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(item)}
                      aria-label={t("saved.removeLabel", { name: item.wingwoman_name })}
                    >
                      <Trash2 aria-hidden /> {t("saved.remove")}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export const handle: PageHandle = { words: [savedWords, membershipWords] };
