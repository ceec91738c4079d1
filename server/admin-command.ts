import { parseArgs } from "node:util";
import { NewAdminSchema } from "~/auth/schemas";
import { DatabaseLockedError, openDatabase } from "~/db/client.server";
import { readEnv } from "~/lib/env.server";
import { createAdmin, EmailTakenError } from "~/models/admins.server";

const USAGE = `Usage: npm run admin -- create --email EMAIL --name NAME --password PASSWORD`;

/**
 * `npm run admin -- create ...`: creates an administrator from the shell, whatever
 * ADMIN_SIGNUP says (the way back into a locked-out site). Returns the exit code.
 */
export async function runAdminCommand(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.positionals[0] !== "create") {
    console.error(USAGE);
    return 2;
  }
  const input = NewAdminSchema.safeParse(parsed.values);
  if (!input.success) {
    for (const issue of input.error.issues) console.error(`${String(issue.path[0])}: ${issue.message}`);
    console.error(USAGE);
    return 2;
  }

  const env = readEnv();
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`${error.message}\nThe site is running on the embedded database: stop it, then run this again.`);
      return 1;
    }
    throw error;
  }
  try {
    const admin = await createAdmin(database.db, input.data);
    console.log(`Administrator ${admin.name} <${admin.email}> created. They can now log in at /login.`);
    return 0;
  } catch (error) {
    if (error instanceof EmailTakenError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
