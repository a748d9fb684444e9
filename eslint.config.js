// Lint rules that hold the architecture: web code never imports server code, no import cycles,
// type-only imports marked as such, React hooks used by the rules.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";

const serverImports = {
  group: ["**/server/**", "**/*.server", "**/*.server.ts", "node:*", "fastify", "pg", "drizzle-orm/*", "@electric-sql/*", "sharp", "nodemailer", "stripe"],
  message: "Web code must not import server code or server-only packages: go through the API or src/shared.",
};

const noRequestCasts = {
  selector: ":matches(TSAsExpression, TSTypeAssertion) > MemberExpression.expression[object.name='request'][property.name=/^(body|params|query)$/]",
  message:
    "Do not cast request.body/params/query: register the route on TypedApp (src/server/http/typed-app.ts) and declare its `schema` (body, params, querystring); the handler then gets the validated, typed data.",
};
const apiLiteralMessage = "Call the API through the feature's queries.ts (an endpoint of its contract.ts), not by a URL in a component.";

const features = readdirSync("src/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicSurface = ["./index.ts", "./index.server.ts", "./words.ts"];
/**
 * A feature is reached from outside only through its public surface: index.ts (web), index.server.ts
 * (server) and words.ts (its catalogs' loaders, for the pages of other features that show its parts). Its other files are its own business, so they can change without
 * breaking anyone. Its tables (tables.server.ts) are among them: another feature calls the owner's
 * service instead of querying them. `reachable` is what may be imported from another feature.
 */
const featureBoundaries = (reachable) => [
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./src/features/${feature}`,
        from: `./src/features/${other}`,
        except: reachable,
        message: `Import ${other} through src/features/${other}/index.ts (web) or index.server.ts (server); its tables are queried by its own service.`,
      })),
  ),
  ...features.flatMap((feature) =>
    ["./src/web", "./src/server", "./src/shared"].map((outside) => ({
      target: outside,
      from: `./src/features/${feature}`,
      except: reachable,
      message: `Import ${feature} through src/features/${feature}/index.ts (web) or index.server.ts (server); its tables are queried by its own service.`,
    })),
  ),
  {
    // The database client (src/server/db), the migrations and the tests take the schema whole.
    target: [
      "./src/features",
      "./src/web",
      "./src/shared",
      "./src/server/*.ts",
      ...["adapters", "auth", "http", "jobs", "mail-words", "security"].map((dir) => `./src/server/${dir}`),
    ],
    from: "./src/server/db/schema.ts",
    message:
      "Import a table from its owner: its feature's tables.server.ts, src/server/auth/tables.ts (accounts) or src/server/db/platform-tables.ts. src/server/db/schema.ts only gathers them for drizzle-kit and the database client.",
  },
];
/** Files that may import another feature's tables.server.ts. */
const tablesReachableFrom = [
  // A table declares its foreign keys (and column types) with the tables it points at.
  "src/features/*/tables.server.ts",
  "src/server/auth/tables.ts",
  // The gathering module, for drizzle-kit and `drizzle(..., { schema })`, and the tests' helpers.
  "src/server/db/schema.ts",
  "src/server/testing/**/*.ts",
];

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", "data/**", ".react-router/**", "test-results/**", "playwright-report/**", "bench/results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    languageOptions: { parserOptions: { ecmaVersion: "latest", sourceType: "module" } },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
    },
  },
  {
    files: [
      "src/web/**/*.{ts,tsx}",
      "src/features/**/*.tsx",
      "src/features/**/use-*.ts",
      "src/features/**/contract.ts",
      "src/features/**/queries.ts",
      "src/shared/**/*.ts",
    ],
    ignores: ["**/*.server.ts", "**/*.server.tsx", "**/*.test.ts", "**/*.test.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverImports] }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Request data is typed by the route's schema (routes register on TypedApp): never cast it by hand.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", noRequestCasts],
    },
  },
  {
    // Components reach the API through their feature's queries.ts, whose endpoints are typed by the routes'
    // schemas (src/web/lib/endpoint.ts): never by a URL written in a component. (A later block's
    // no-restricted-syntax replaces an earlier one's, hence the request-cast selector again.)
    files: ["**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        noRequestCasts,
        { selector: "Literal[value=/^\\/api\\//]", message: apiLiteralMessage },
        { selector: "TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]", message: apiLiteralMessage },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    // The route table names pages by file; the server's English registry reads every feature's English catalog.
    ignores: ["**/*.test.ts", "**/*.test.tsx", "src/web/routes.ts", "src/server/http/english.ts"],
    plugins: { "import-x": importX },
    rules: { "import-x/no-restricted-paths": ["error", { zones: featureBoundaries(publicSurface) }] },
  },
  {
    files: tablesReachableFrom,
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { "import-x": importX },
    rules: { "import-x/no-restricted-paths": ["error", { zones: featureBoundaries([...publicSurface, "./tables.server.ts"]) }] },
  },
);
