import { lighthouseScores } from "./web.ts";
const pages = (process.argv[2] ?? "/").split(",");
const scores = await lighthouseScores(process.env.LH_BASE ?? "http://127.0.0.1:3400", pages, Number(process.argv[3] ?? 1));
for (const s of scores) console.log(JSON.stringify(s));
