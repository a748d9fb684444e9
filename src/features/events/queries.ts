import { queryOptions } from "@tanstack/react-query";
import { call } from "../../web/lib/endpoint.ts";
import { eventsContract } from "./contract.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

/** Every events query lives under this key: the back office refreshes it after an edit. */
export const eventsKey = ["events"] as const;

/** The events in the reader's language and the refresh state, as the viewer may see them (the back office refreshes ["events"] too). */
export const eventsOptions = (locale: Locale) =>
  queryOptions({ queryKey: [...eventsKey, locale], queryFn: ({ signal }) => call(eventsContract.list, { query: { locale }, signal }) });

export const refreshEvents = () => call(eventsContract.refresh);

/** Where the Update button's form posts before the app has started (the route sends the browser back). */
export const refreshFormAction = eventsContract.refresh.path;
