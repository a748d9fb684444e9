/** The oldest Node.js the server runs on: React Router 8's own minimum. */
const MINIMUM_NODE = [22, 22] as const;

/** Whether a Node.js version ("24.22.3") is at least the minimum. */
export function isSupportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

/**
 * Stops with one clear line on an older Node.js. `npm start` and `npm run serve` run the Node.js that
 * `npm install` put in node_modules (npm scripts find it first on their PATH); this catches a server
 * started with another `node`.
 */
export function requireSupportedNode(version = process.versions.node): void {
  if (isSupportedNode(version)) return;
  process.stderr.write(
    `Wingmate needs Node.js ${MINIMUM_NODE.join(".")} or later; this is ${version}. Start it with \`npm start\` or \`npm run serve\`, which use the Node.js installed in node_modules, or install a newer Node.js.\n`,
  );
  process.exit(1);
}
