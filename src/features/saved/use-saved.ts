import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSentence } from "../../web/i18n/sentences.ts";
import { api } from "../../web/lib/api.ts";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { savedMessages, type SavedProfilesResponse, type SavedState } from "./schema.ts";

export const savedListOptions = {
  queryKey: ["saved", "list"],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<SavedProfilesResponse>("/api/saved-profiles", { signal }),
};

/** Save / Saved for one companion (§4): not saved -> insert -> saved -> delete -> not saved. */
export function useSavedToggle(companionId: string) {
  const { hasVipAccess } = useAuth();
  const queryClient = useQueryClient();
  const say = useSentence();
  const key = ["saved", "one", companionId];
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<SavedState>(`/api/saved-profiles/${encodeURIComponent(companionId)}`, { signal }),
    enabled: hasVipAccess,
  });
  const toggle = useMutation({
    mutationFn: (save: boolean) =>
      save ? api.post("/api/saved-profiles", { companionId }) : api.delete(`/api/saved-profiles/${encodeURIComponent(companionId)}`),
    onSuccess: (_result, save) => {
      queryClient.setQueryData(key, { saved: save });
      void queryClient.invalidateQueries({ queryKey: ["saved", "list"] });
      toast.success(say(save ? savedMessages.saved : savedMessages.removed));
    },
    onError: () => toast.error(say(savedMessages.failed)),
  });
  const saved = state.data?.saved ?? false;
  return { saved, busy: toggle.isPending || state.isFetching, toggle: () => toggle.mutate(!saved) };
}
