import { queryOptions } from "@tanstack/react-query";
import { call } from "../../web/lib/endpoint.ts";
import { savedContract } from "./contract.ts";

export const savedListOptions = () => queryOptions({ queryKey: ["saved", "list"], queryFn: ({ signal }) => call(savedContract.list, { signal }) });

/** Whether the viewer has saved one companion. */
export const savedStateOptions = (companionId: string) =>
  queryOptions({
    queryKey: ["saved", "one", companionId],
    queryFn: ({ signal }) => call(savedContract.state, { params: { companionId }, signal }),
  });

export const saveProfile = (companionId: string) => call(savedContract.save, { body: { companionId } });
export const unsaveProfile = (companionId: string) => call(savedContract.remove, { params: { companionId } });
