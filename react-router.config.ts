import type { Config } from "@react-router/dev/config";

// Every page is rendered by React Router on the server, from its route module and its loader's data, inside
// the API's own process (src/server/http/pages.ts); the browser hydrates the same markup.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
