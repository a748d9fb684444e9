// Imported first by the production entry (main.ts): stops an older Node.js before anything else loads.
import { requireSupportedNode } from "./runtime.ts";

requireSupportedNode();
