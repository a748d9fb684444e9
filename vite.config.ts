import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileCatalogs } from "./scripts/vite-catalogs.ts";
import { compileHints } from "./scripts/vite-compile-hints.ts";

// In development the web app runs on Vite (5173) and the API on the server (3000): forward to it.
const apiServer = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [compileCatalogs(), tailwindcss(), reactRouter(), compileHints()],
  server: {
    port: 5173,
    proxy: { "/api": apiServer, "/files": apiServer },
  },
  build: { sourcemap: false, minify: process.env.NO_MINIFY ? false : "oxc" },
});
