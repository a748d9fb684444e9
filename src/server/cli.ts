// `npm run cli -- <command>`: operator tasks against the configured database (DATA_DIR or DATABASE_URL).
import path from "node:path";
import { launchChecklist } from "../features/admin/index.server.ts";
import { createObjectStore } from "./adapters/storage/store.ts";
import { setRoleByEmail } from "./auth/profiles.ts";
import type { Role } from "./auth/tables.ts";
import { installSampleData, removeSampleData, sampleDataStatus } from "./db/sample-data.ts";
import { appliedSeedNames, seedDatabase } from "./db/seed.ts";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { backupDatabase, restoreDatabase, type BackupTarget } from "./db/backup.ts";
import { fail, loadConfigOrExit, openConfiguredDatabase } from "./startup.ts";

interface Command {
  summary: string;
  run(database: Database, args: string[], config: AppConfig): Promise<void>;
}

const commands: Record<string, Command> = {
  migrate: {
    summary: "apply the committed migrations (also done at every start)",
    run: async () => {
      process.stdout.write("Migrations applied.\n");
    },
  },
  seed: {
    summary: "add the starting catalogue (and the sample data set if SEED_SAMPLE_DATA wants it) where missing",
    run: async (database, _args, config) => {
      const added = await seedDatabase(database.db, { store: createObjectStore(config), portraits: true, sampleData: config.seedSampleData });
      const all = await appliedSeedNames(database.db);
      process.stdout.write(`Added: ${added.join(", ") || "nothing new"}. Seeded sets: ${all.join(", ") || "none"}.\n`);
    },
  },
  sample: {
    summary: "<status|remove|add>: the sample data set (invented events and reviews, labelled sample)",
    run: async (database, [action], config) => {
      if (action === "remove") {
        const removed = await removeSampleData(database.db);
        process.stdout.write(`Removed ${removed.events} sample events and ${removed.reviews} sample reviews. They stay removed.\n`);
        return;
      }
      if (action === "add") {
        const status = await installSampleData(database.db);
        const caveat = config.seedSampleData ? "" : " SEED_SAMPLE_DATA is off here, so the next start removes them again.";
        process.stdout.write(`Sample data added: ${status.events} events and ${status.reviews} reviews, labelled sample.${caveat}\n`);
        return;
      }
      if (action !== "status" && action !== undefined) fail("Usage: npm run cli -- sample <status|remove|add>");
      const status = await sampleDataStatus(database.db);
      process.stdout.write(
        `Sample data: ${status.state} (${status.events} events, ${status.reviews} reviews). SEED_SAMPLE_DATA is ${config.seedSampleData ? "on" : "off"}.\n`,
      );
    },
  },
  doctor: {
    summary: "the launch checklist: each adapter and setting, its state and the one line that fixes it (exits 1 if something is missing in production)",
    run: async (database, _args, config) => {
      const checks = await launchChecklist(database.db, config);
      process.stdout.write(formatChecklist(checks));
      if (config.env === "production" && checks.some((check) => check.state === "missing")) process.exitCode = 1;
    },
  },
  role: {
    summary: "<email> <admin|wingwoman|user>: set an account's role",
    run: async (database, [email, role]) => {
      if (!email || !isRole(role)) fail("Usage: npm run cli -- role <email> <admin|wingwoman|user>");
      if (!(await setRoleByEmail(database.db, email, role))) fail(`No account with the e-mail ${email}.`);
      process.stdout.write(`${email} is now ${role}.\n`);
    },
  },
};

/** Commands that work on the database's files or dumps: the CLI does not open (and migrate) it first. */
const backupCommands: Record<string, Omit<Command, "run"> & { run(target: BackupTarget, args: string[]): Promise<void> }> = {
  backup: {
    summary: "<file>: write a backup (PGlite: the data folder as a tarball; PostgreSQL: a pg_dump archive)",
    run: async (target, [file]) => {
      if (!file) fail("Usage: npm run cli -- backup <file>");
      await backupDatabase(target, file);
      process.stdout.write(`Backup written to ${file}.\n`);
    },
  },
  restore: {
    summary: "<file>: restore a backup into an empty database (an empty DATA_DIR, or DATABASE_URL with no tables)",
    run: async (target, [file]) => {
      if (!file) fail("Usage: npm run cli -- restore <file>");
      await restoreDatabase(target, file);
      process.stdout.write(`Restored ${file}. Start the server as usual: it applies any newer migrations.\n`);
    },
  },
};

function backupTarget(config: AppConfig): BackupTarget {
  return config.databaseUrl ? { driver: "postgres", url: config.databaseUrl } : { driver: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}

const MARKS = { ok: "✓", warn: "!", missing: "✗" } as const;

/** One line a check: its mark, its name and what was found, then the fix when there is one. */
function formatChecklist(checks: Awaited<ReturnType<typeof launchChecklist>>): string {
  return checks.map((check) => `${MARKS[check.state]} ${check.id}: ${check.detail}${check.fix ? ` → ${check.fix}` : ""}\n`).join("");
}

function isRole(value: string | undefined): value is Role {
  return value === "admin" || value === "wingwoman" || value === "user";
}

function usage(): string {
  const lines = Object.entries({ ...commands, ...backupCommands }).map(([name, command]) => `  ${name.padEnd(12)} ${command.summary}`);
  return `Usage: npm run cli -- <command>\n\nCommands:\n${lines.join("\n")}\n`;
}

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const backupCommand = name ? backupCommands[name] : undefined;
  if (backupCommand) {
    await backupCommand.run(backupTarget(loadConfigOrExit()), args);
    return;
  }
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stdout.write(usage());
    process.exit(name ? 1 : 0);
  }
  const config = loadConfigOrExit();
  const database = await openConfiguredDatabase(config);
  try {
    await command.run(database, args, config);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(`The command failed: ${error instanceof Error ? error.message : String(error)}`));
