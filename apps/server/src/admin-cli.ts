// `npm run admin -- grant <email> [staff|admin]` and `npm run admin -- revoke <email>`: roles
// from the command line, for the first admin of a shop or when no admin can sign in.
// Uses the shop's configuration (DATABASE_URL or the embedded database in DATA_DIR).
import os from 'node:os';
import { isRole, type Role } from '@harit/core/roles';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { changeRole } from './features/staff/service.ts';

const USAGE = `Usage:
  npm run admin -- grant <email> [admin|staff]   give the account a role (default admin)
  npm run admin -- revoke <email>                make the account a customer again`;

async function main(args: string[]): Promise<number> {
  const [command, email, roleArg] = args;
  const role: Role | null =
    command === 'revoke' ? 'customer' : command === 'grant' ? ((roleArg ?? 'admin') as Role) : null;
  if (!role || !email || !isRole(role) || (command === 'grant' && role === 'customer')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  if (config.database.kind === 'pglite' && (await shopAnswers(config.port))) {
    console.error(
      `The shop is running on port ${config.port}. The embedded database can be opened by one process at a time: stop the shop, run this again, then start it (or set ADMIN_EMAILS).`,
    );
    return 1;
  }
  const database = await openDatabase(config.database);
  try {
    const change = await changeRole(
      database.db,
      { id: null, name: 'npm run admin', email: os.userInfo().username },
      email,
      role,
    ).catch((error: unknown) => {
      // A database the shop has never started on has no accounts yet.
      if ((error as { code?: string }).code === '42P01') return null;
      throw error;
    });
    if (!change) {
      console.error(`No account with the e-mail ${email}: sign up in the shop first.`);
      return 1;
    }
    console.log(
      change.before === change.after
        ? `${change.email} is already ${role === 'customer' ? 'a customer' : `${role}`}.`
        : `${change.email} is now ${role === 'customer' ? 'a customer' : role} (was ${change.before}); their sessions have ended, so they sign in again.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function shopAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
