import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bookmark, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { companionPath, paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { api } from "../../web/lib/api.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card } from "../../web/ui/card.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { savedMessages } from "./schema.ts";
import { savedListOptions } from "./use-saved.ts";

export const meta = () => pageMeta("Saved Profiles", "The companion profiles you saved.");

export default function SavedProfilesPage() {
  const { user, isMember, isAdmin, loading } = useAuth();
  if (loading)
    return (
      <p role="status" className="py-24 text-center text-muted-foreground">
        Loading…
      </p>
    );
  if (!user) {
    return (
      <PageIntro title="Saved Profiles" lead="Log in to see the profiles you saved.">
        <Button asChild className="mt-6">
          <Link to={`${paths.auth}?next=${encodeURIComponent(paths.savedProfiles)}`}>Log In</Link>
        </Button>
      </PageIntro>
    );
  }
  if (!isMember && !isAdmin) {
    return (
      <PageIntro title="VIP members only" lead="Saving profiles is a VIP membership feature.">
        <Button asChild className="mt-6">
          <Link to={paths.pricing}>Upgrade to VIP</Link>
        </Button>
      </PageIntro>
    );
  }
  return <SavedGrid />;
}

function SavedGrid() {
  const queryClient = useQueryClient();
  const list = useQuery(savedListOptions);
  const remove = useMutation({
    mutationFn: (companionId: string) => api.delete(`/api/saved-profiles/${encodeURIComponent(companionId)}`),
    onSuccess: (_result, companionId) => {
      queryClient.setQueryData(
        savedListOptions.queryKey,
        (old: typeof list.data) => old && { savedProfiles: old.savedProfiles.filter((saved) => saved.wingwoman_id !== companionId) },
      );
      void queryClient.invalidateQueries({ queryKey: ["saved", "one", companionId] });
      toast.success(savedMessages.removed);
    },
    onError: () => toast.error(savedMessages.removeFailed),
  });

  useEffect(() => {
    if (list.isError) toast.error(savedMessages.loadFailed, { id: "saved-load-failed" });
  }, [list.isError]);
  const saved = list.data?.savedProfiles ?? [];
  return (
    <>
      <PageIntro title="Saved Profiles" lead="The companions you saved for later." />
      <div className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        {list.isPending ? (
          <p role="status" className="text-center text-muted-foreground">
            Loading your saved profiles…
          </p>
        ) : saved.length === 0 ? (
          <div className="rounded-lg border bg-card p-10 text-center">
            <Bookmark aria-hidden className="mx-auto size-10 text-muted-foreground" />
            <p className="mt-3 text-lg">You have not saved any profiles yet.</p>
            <Button asChild className="mt-4">
              <Link to={paths.wingWomen}>Browse Profiles</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {saved.map((item) => (
              <li key={item.id}>
                <Card className="overflow-hidden">
                  <Link to={companionPath(item.wingwoman_id)} className="block">
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
                      onClick={() => remove.mutate(item.wingwoman_id)}
                      aria-label={`Remove ${item.wingwoman_name} from saved`}
                    >
                      <Trash2 aria-hidden /> Remove
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
