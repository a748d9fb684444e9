import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileCatalogs } from "./scripts/vite-catalogs.ts";
import { compileHints } from "./scripts/vite-compile-hints.ts";

export default defineConfig({
  plugins: [compileCatalogs(), tailwindcss(), reactRouter(), compileHints()],
  build: {
    sourcemap: false,
    minify: process.env.NO_MINIFY ? false : "oxc",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Two chunks every hydrating page loads anyway, instead of one file per icon and per library module:
          // /profiles asks for 54 scripts instead of 72, and fewer bytes (docs/decisions/006-server-rendered-pages.md).
          groups: [
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
});
