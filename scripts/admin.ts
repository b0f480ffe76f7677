/**
 * Staff accounts from the command line: `npm run admin -- help` lists the commands
 * (server/accounts/cli.ts).
 */
import { runAdminCommand } from "../server/accounts/cli.ts";

process.exitCode = await runAdminCommand(process.argv.slice(2));
