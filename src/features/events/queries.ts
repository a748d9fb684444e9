import { queryOptions } from "@tanstack/react-query";
import { call } from "../../web/lib/endpoint.ts";
import { eventsContract } from "./contract.ts";

/** The events and the refresh state, as the viewer may see them (the back office refreshes ["events"] too). */
export const eventsOptions = () => queryOptions({ queryKey: ["events"], queryFn: ({ signal }) => call(eventsContract.list, { signal }) });

export const refreshEvents = () => call(eventsContract.refresh);

/** Where the Update button's form posts before the app has started (the route sends the browser back). */
export const refreshFormAction = eventsContract.refresh.path;
