import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileCatalogs } from "./scripts/vite-catalogs.ts";
import { compileHints } from "./scripts/vite-compile-hints.ts";

export default defineConfig({
  plugins: [compileCatalogs(), tailwindcss(), reactRouter(), compileHints()],
  build: { sourcemap: false, minify: process.env.NO_MINIFY ? false : "oxc" },
});
