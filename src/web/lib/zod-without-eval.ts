/**
 * zod would probe for `new Function` (eval) to speed up parsing; our CSP forbids eval (and reports the
 * probe as a violation), so it must not try. This writes what `z.config({ jitless: true })` writes, on zod's
 * global settings object, without loading zod's core on pages that never parse: zod reads it at its first
 * parse, whether it loads before or after this runs.
 */
export function keepZodFromEval(): void {
  const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (settings.__zod_globalConfig ??= {}).jitless = true;
}
