import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "../../web/lib/api.ts";
import { toast } from "../../web/ui/toaster.tsx";
import { adminKey } from "./queries.ts";

export const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : "Something went wrong. Please try again.");

/**
 * An admin action: runs the call, says what happened, and refreshes every admin list and count (and
 * any other cached page the change shows on, such as a companion's profile). `success` may read the
 * answer (a cancellation says whether a refund went out) and what was sent; `failure` titles the error toast.
 */
export function useAdminAction<Input, Output = unknown>(
  call: (input: Input) => Promise<Output>,
  {
    success,
    failure = "Not saved",
    alsoRefresh = [],
  }: {
    success: string | ((result: Output, input: Input) => { title: string; description?: string });
    failure?: string;
    alsoRefresh?: readonly QueryKey[];
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result, input) => {
      const said = typeof success === "string" ? { title: success } : success(result, input);
      toast.success(said.title, said.description ? { description: said.description } : undefined);
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKey }), ...alsoRefresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))]);
    },
    onError: (error) => toast.error(failure, { description: messageOf(error) }),
  });
}
