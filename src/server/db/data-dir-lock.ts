import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database may be opened by one process at a time: two would corrupt it. Takes the
 * folder's lock file (left over from a crashed process, it is taken over) and returns its release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "wingmate.pid");
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(lockFile, "utf8").trim());
    if (holder !== process.pid && Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new DataDirInUseError(`The database in ${dataDir} is in use by process ${holder}: stop it or set another DATA_DIR.`);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
