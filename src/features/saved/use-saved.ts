import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSentence } from "../../web/i18n/sentences.ts";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { saveProfile, savedListOptions, savedStateOptions, unsaveProfile } from "./queries.ts";
import { savedMessages } from "./schema.ts";

/** Save / Saved for one companion (§4): not saved -> insert -> saved -> delete -> not saved. */
export function useSavedToggle(companionId: string) {
  const { hasVipAccess } = useAuth();
  const queryClient = useQueryClient();
  const say = useSentence();
  const stateOptions = savedStateOptions(companionId);
  const state = useQuery({ ...stateOptions, enabled: hasVipAccess });
  const toggle = useMutation({
    mutationFn: async (save: boolean) => {
      await (save ? saveProfile(companionId) : unsaveProfile(companionId));
    },
    onSuccess: (_result, save) => {
      queryClient.setQueryData(stateOptions.queryKey, { saved: save });
      void queryClient.invalidateQueries({ queryKey: savedListOptions().queryKey });
      toast.success(say(save ? savedMessages.saved : savedMessages.removed));
    },
    onError: () => toast.error(say(savedMessages.failed)),
  });
  const saved = state.data?.saved ?? false;
  return { saved, busy: toggle.isPending || state.isFetching, toggle: () => toggle.mutate(!saved) };
}
