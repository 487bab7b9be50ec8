/**
 * Platform operators from the command line (docs/deploy.md "Go live"):
 * `npm run admin -- create-operator <mobile> <name>`, `list-operators`, `remove-operator <mobile>`,
 * `--help`. Same database settings as the server (DATA_DIR or DATABASE_URL). The logic is
 * apps/server/src/modules/platform-operator/operator-admin.ts; exit codes there (2: a usage mistake).
 */
import { runAdmin } from '../src/modules/platform-operator/operator-admin';

runAdmin(process.argv.slice(2), process.env, {
  print: (line) => console.log(line),
  error: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('admin command failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
