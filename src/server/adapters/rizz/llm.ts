import type { Locale } from "../../../shared/i18n/locales.ts";
import type { Vibe } from "../../../shared/rizz.ts";
import { composeOpeners, isClean, LINE_MAX, LINE_MIN, MIN_LINES, OPENER_WORDS } from "./generator.ts";

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

export interface RizzRequest {
  interests: string;
  vibe: Vibe;
  context: string;
  /** The language the openers are written in (English when not given). */
  locale?: Locale;
}

export type OpenerGenerator = (request: RizzRequest) => Promise<string[]>;

/** Lines the model returned, kept only when they follow the same rules as our own generator. */
function validLines(content: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    return [];
  }
  const lines = Array.isArray(parsed) ? parsed : (parsed as { lines?: unknown })?.lines;
  if (!Array.isArray(lines)) return [];
  return [...new Set(lines.filter((line): line is string => typeof line === "string").map((line) => line.trim()))].filter(
    (line) => line.length >= LINE_MIN && line.length <= LINE_MAX && isClean(line),
  );
}

/**
 * An OpenAI-compatible chat-completions generator, asked in the request's language (openers.<locale>.ts).
 * Output is validated and filtered with our rules and
 * topped up (or replaced, on any failure) by the built-in generator, so a request always gets valid lines.
 */
export function createLlmGenerator(
  config: LlmConfig,
  log: (message: string) => void = () => undefined,
  /** Starts a request's deadline: a real timer unless given (a test passes its own, to decide when the model is too slow). */
  deadline: (timeoutMs: number) => AbortSignal = (timeoutMs) => AbortSignal.timeout(timeoutMs),
): OpenerGenerator {
  return async (request) => {
    const builtIn = composeOpeners(request);
    const { systemPrompt, request: userMessage } = OPENER_WORDS[request.locale ?? "en"].llm;
    try {
      const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
        signal: deadline(config.timeoutMs ?? 8000),
        body: JSON.stringify({
          model: config.model,
          temperature: 0.9,
          messages: [
            { role: "system", content: systemPrompt },
            { role: "user", content: JSON.stringify(userMessage(request)) },
          ],
        }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
      const lines = validLines(body.choices?.[0]?.message?.content ?? "");
      return lines.length >= MIN_LINES ? lines.slice(0, 8) : [...lines, ...builtIn].slice(0, Math.max(MIN_LINES, lines.length));
    } catch (error) {
      log(`LLM generation failed, using the built-in generator: ${error instanceof Error ? error.message : String(error)}`);
      return builtIn;
    }
  };
}
