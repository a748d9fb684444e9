import { INITIAL_DATA_ELEMENT_ID } from "../../shared/initial-data.ts";

// The API answers the server wrote into this page for its viewer, by path. Each is used once, by the first
// GET of that path: later reads (a refetch, another visit) go to the network.
let answers: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === "undefined" ? null : document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      answers = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
    } catch {
      // A broken block only costs the round trips it would have saved.
    }
  }
  return answers;
}

/** The answer the page came with for `path`, once; undefined when there is none (left). */
export function takeInitialAnswer(path: string): unknown {
  const all = load();
  const answer = all.get(path);
  all.delete(path);
  return answer;
}
