import { parseArgs } from "node:util";
import { refuseCommonPassword } from "~/auth/common-passwords.server";
import { NewAdminSchema } from "~/auth/schemas";
import { loadSessionSecret } from "~/auth/secret.server";
import { setupCodeFor } from "~/auth/setup-code.server";
import { DatabaseLockedError, openDatabase, type Database } from "~/db/client.server";
import { readEnv, type Env } from "~/lib/env.server";
import { countAdmins, createAdmin, EmailTakenError, findAdminByEmail } from "~/models/admins.server";
import { stopTwoStep } from "~/models/two-step.server";

const USAGE = `Usage:
  npm run admin -- create --email EMAIL --name NAME --password PASSWORD
  npm run admin -- setup-code
  npm run admin -- two-step-off --email EMAIL`;

const NewAdminInput = NewAdminSchema.omit({ setupCode: true }).superRefine(refuseCommonPassword("password"));

/**
 * `npm run admin -- ...`, the way back into a site whatever ADMIN_SIGNUP says: `create` an
 * administrator; show the first administrator's `setup-code` again (docs/decisions/019);
 * turn `two-step-off` for an administrator who lost both their app and their recovery
 * codes (docs/decisions/020). Returns the exit code.
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
  const env = readEnv();
  switch (parsed.positionals[0]) {
    case "create": {
      const input = NewAdminInput.safeParse(parsed.values);
      if (!input.success) {
        for (const issue of input.error.issues) console.error(`${String(issue.path[0])}: ${issue.message}`);
        console.error(USAGE);
        return 2;
      }
      return withDatabase(env, async ({ db }) => {
        try {
          const admin = await createAdmin(db, input.data);
          console.log(`Administrator ${admin.name} <${admin.email}> created. They can now log in at /login.`);
          return 0;
        } catch (error) {
          if (!(error instanceof EmailTakenError)) throw error;
          console.error(error.message);
          return 1;
        }
      });
    }
    case "setup-code":
      return showSetupCode(env);
    case "two-step-off": {
      const email = parsed.values.email;
      if (!email) {
        console.error(`--email is required\n${USAGE}`);
        return 2;
      }
      return withDatabase(env, async ({ db }) => {
        const admin = await findAdminByEmail(db, email);
        if (!admin) {
          console.error(`No administrator has the email ${email}.`);
          return 1;
        }
        await stopTwoStep(db, admin.id);
        console.log(
          `Two-step sign-in is off for ${admin.email}: they sign in with their password alone, and may turn it on again in /admin.`,
        );
        return 0;
      });
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

/**
 * The code is derived from the session secret (or is ADMIN_SETUP_CODE), so it needs no
 * database; the database, when it can be opened, says whether it is spent already.
 */
async function showSetupCode(env: Env) {
  if (env.ADMIN_SIGNUP !== "first") {
    console.error(`ADMIN_SIGNUP is ${env.ADMIN_SIGNUP}: the web sign-up asks for no setup code.`);
    return 1;
  }
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
    if ((await countAdmins(database.db)) > 0) {
      console.error("An administrator exists already: the setup code is spent. Sign in, or create one with: npm run admin -- create ...");
      return 1;
    }
  } catch (error) {
    // The running site holds the embedded database: the code is the same either way.
    if (!(error instanceof DatabaseLockedError)) throw error;
  } finally {
    await database?.close();
  }
  if (env.DATABASE_URL && !env.SESSION_SECRET && !env.ADMIN_SETUP_CODE) {
    console.error(`SESSION_SECRET is not set: this code is that of the instances whose DATA_DIR is ${env.dataDir}.`);
  }
  const code = setupCodeFor(env, loadSessionSecret({ secret: env.SESSION_SECRET, dataDir: env.dataDir }));
  console.log(`Setup code for the first administrator: ${code}`);
  return 0;
}

async function withDatabase(env: Env, run: (database: Database) => Promise<number>) {
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
    return await run(database);
  } finally {
    await database.close();
  }
}
