import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isClean, MIN_LINES } from "./generator.ts";
import { createLlmGenerator } from "./llm.ts";

/** A local stand-in speaking the OpenAI chat-completions protocol; the test picks each answer. */
let server: Server;
let base: string;
let answer: (body: { model: string; messages: { role: string; content: string }[] }) => { status?: number; content?: string; never?: true };
/** Requests the stand-in leaves unanswered (a model that never replies): ended when the tests are done. */
const unanswered: ServerResponse[] = [];
const requests: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const body = JSON.parse(raw) as { model: string; messages: { role: string; content: string }[] };
      requests.push({ authorization: request.headers.authorization, body });
      const { status = 200, content = "", never = false } = answer(body);
      if (never) return void unanswered.push(response);
      response.writeHead(status, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "chatcmpl-1",
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  for (const response of unanswered) response.end();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const request = { interests: "jazz, sailing", vibe: "playful" as const, context: "" };
const config = () => ({ baseUrl: base, apiKey: "sk-local", model: "local-model" });
/** Without a deadline: the stand-in answers when it answers, however busy the machine is. */
const generator = () => createLlmGenerator(config(), undefined, () => new AbortController().signal);
const good = Array.from({ length: 8 }, (_, index) => `Line number ${index + 1}: what got you into jazz in the first place?`);

describe("the OpenAI-compatible generator", () => {
  it("uses the model's lines when they are good, sending the model, key and rules", async () => {
    answer = () => ({ content: JSON.stringify({ lines: good }) });
    const lines = await generator()(request);
    expect(lines).toEqual(good);
    const last = requests.at(-1);
    expect(last?.authorization).toBe("Bearer sk-local");
    expect(last?.body.model).toBe("local-model");
    expect(last?.body.messages[0]?.content).toMatch(/Never crude, sexual/);
  });

  it("falls back to the built-in generator when the model does not answer in time", async () => {
    // The real timer, against a model that never answers: only the timeout can end the request.
    answer = () => ({ never: true });
    const logged: string[] = [];
    const lines = await createLlmGenerator({ ...config(), timeoutMs: 50 }, (message) => void logged.push(message))(request);
    expect(lines.length).toBeGreaterThanOrEqual(MIN_LINES);
    expect(lines.every(isClean)).toBe(true);
    expect(logged).toEqual([expect.stringMatching(/timeout/)]);
  });

  it.each([
    ["malformed output", () => ({ content: "Sure! Here are some lines: 1) ..." })],
    ["an error status", () => ({ status: 500 })],
  ])("falls back to the built-in generator on %s", async (_label, reply) => {
    answer = reply;
    const lines = await generator()(request);
    expect(lines.length).toBeGreaterThanOrEqual(MIN_LINES);
    expect(lines.every(isClean)).toBe(true);
  });

  it("filters rude output and tops up with built-in lines", async () => {
    answer = () => ({
      content: JSON.stringify({ lines: ["You look sexy tonight, want to see my bed?", "You're kind of ugly but I like jazz too.", ...good.slice(0, 2)] }),
    });
    const lines = await generator()(request);
    expect(lines.length).toBeGreaterThanOrEqual(MIN_LINES);
    expect(lines.every(isClean)).toBe(true);
    expect(lines).toContain(good[0]);
  });

  it("asks in Spanish, with the fields named in Spanish, when the page is Spanish", async () => {
    const spanish = Array.from({ length: 8 }, (_, index) => `Frase número ${index + 1}: ¿cómo empezaste con el jazz?`);
    answer = () => ({ content: JSON.stringify({ lines: spanish }) });
    const lines = await generator()({ ...request, vibe: "witty", context: "Wynwood", locale: "es" });
    expect(lines).toEqual(spanish);
    const [system, user] = requests.at(-1)?.body.messages ?? [];
    expect(system?.content).toMatch(/^Escribes frases respetuosas/);
    expect(system?.content).toMatch(/en español/);
    expect(JSON.parse(user?.content ?? "{}")).toEqual({ intereses: "jazz, sailing", tono: "ingenioso", situación: "Wynwood" });
  });
});
