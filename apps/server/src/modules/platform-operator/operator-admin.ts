import {
  platformOperatorAddInput,
  platformOperatorRemoveInput,
} from '@gongzhi/domain/platform-operator/platform-operator-api';
import { newBusinessCode } from '../../common/secure-random';
import { loadConfig } from '../../config';
import { type Db, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createPlatformOperatorRepository, type OperatorRow } from './repository';

/**
 * `npm run admin -- <command>` (apps/server/scripts/admin.ts): the deployment's own tool for the
 * platform operators, above all the first one of a production database that has no demo seed
 * (docs/deploy.md "Go live"). It opens the database the server would (the same settings: PGlite
 * under DATA_DIR, or DATABASE_URL), applies the migrations so it also works on a brand-new data
 * folder, does one thing and closes the database (PGlite writes its files out on close).
 */

/** Exit codes: 0 done (also when nothing needed doing), 1 refused, 2 a usage mistake. */
export const ADMIN_EXIT = { ok: 0, refused: 1, usage: 2 } as const;

export const ADMIN_USAGE = [
  '用法 / usage: npm run admin -- <command>',
  '',
  '  create-operator <手机号> <姓名>   把该手机号设为平台运营人员（无账号时以该姓名创建账号）；重复执行不做任何修改',
  '                                  make the phone a platform operator (creating its account); idempotent',
  '  list-operators                  列出全部平台运营人员 / list the platform operators',
  '  remove-operator <手机号>         移除平台运营人员（不能移除最后一名） / remove one (never the last)',
  '  --help                          显示本说明 / show this help',
  '',
  '数据库与服务器相同 / same database as the server: DATA_DIR (PGlite, default ./data) or DATABASE_URL.',
].join('\n');

export type AdminOutput = { print: (line: string) => void; error: (line: string) => void };

type Command =
  | { kind: 'help' }
  | { kind: 'usage'; problem: string }
  | { kind: 'create'; mobile: string; name: string }
  | { kind: 'list' }
  | { kind: 'remove'; mobile: string };

/** Reads the arguments and checks them with the same rules as the workbench's form (packages/domain). */
export function parseAdminArgs(args: readonly string[]): Command {
  const [command, ...rest] = args;
  if (command === undefined) return { kind: 'usage', problem: '缺少命令 / missing command' };
  if (command === '--help' || command === '-h' || command === 'help') return { kind: 'help' };
  if (command === 'list-operators') {
    return rest.length === 0 ? { kind: 'list' } : { kind: 'usage', problem: 'list-operators 不需要参数' };
  }
  if (command === 'create-operator') {
    const [mobile, ...nameParts] = rest;
    const parsed = platformOperatorAddInput.safeParse({ mobile: mobile ?? '', name: nameParts.join(' ') });
    if (!parsed.success) return { kind: 'usage', problem: firstIssue(parsed.error, mobile) };
    return { kind: 'create', ...parsed.data };
  }
  if (command === 'remove-operator') {
    if (rest.length !== 1) return { kind: 'usage', problem: 'remove-operator 需要且只需要一个手机号' };
    const parsed = platformOperatorRemoveInput.safeParse({ mobile: rest[0] });
    if (!parsed.success) return { kind: 'usage', problem: firstIssue(parsed.error, rest[0]) };
    return { kind: 'remove', mobile: parsed.data.mobile };
  }
  return { kind: 'usage', problem: `未知命令 / unknown command: ${command}` };
}

/** The first problem; a refused mobile is quoted back, as a typo is easier to see that way. */
function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }, mobile = ''): string {
  const issue = error.issues[0];
  if (!issue) return '参数有误';
  return issue.path[0] === 'mobile' ? `${issue.message}（收到“${mobile}”）` : issue.message;
}

function describe(row: OperatorRow): string {
  return `${row.mobile}  ${row.name ?? '（未填写姓名）'}  自 ${row.since.toISOString()}`;
}

async function execute(db: Db, command: Exclude<Command, { kind: 'help' | 'usage' }>, out: AdminOutput) {
  const repo = createPlatformOperatorRepository(db);
  if (command.kind === 'list') {
    const rows = await repo.list();
    if (rows.length === 0) out.print('还没有平台运营人员；用 create-operator 创建第一位。');
    for (const row of rows) out.print(describe(row));
    return ADMIN_EXIT.ok;
  }
  if (command.kind === 'create') {
    const result = await repo.addByMobile(command.mobile, command.name, newBusinessCode('U'));
    const who = `${command.mobile}（${result.operator.name ?? command.name}）`;
    if (result.alreadyOperator) out.print(`${who} 已是平台运营人员，未做任何修改。`);
    else
      out.print(
        `已将 ${who} 设为平台运营人员${result.userCreated ? '（新建账号）' : '（已有账号）'}。` +
          '请在 /login 选择“社区人员”用该手机号登录，右上角菜单“平台运营”。',
      );
    return ADMIN_EXIT.ok;
  }
  const outcome = await repo.removeByMobile(command.mobile, null);
  if (outcome === 'notOperator') {
    out.print(`${command.mobile} 不是平台运营人员，未做任何修改。`);
    return ADMIN_EXIT.ok;
  }
  if (outcome === 'last') {
    out.error('至少需要保留一名平台运营人员，不能移除最后一名；请先用 create-operator 添加另一位。');
    return ADMIN_EXIT.refused;
  }
  out.print(`已移除平台运营人员 ${command.mobile}。`);
  return ADMIN_EXIT.ok;
}

/** Runs one admin command against the database `env` names; resolves to the process exit code. */
export async function runAdmin(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: AdminOutput,
): Promise<number> {
  const command = parseAdminArgs(args);
  if (command.kind === 'help') {
    out.print(ADMIN_USAGE);
    return ADMIN_EXIT.ok;
  }
  if (command.kind === 'usage') {
    out.error(`${command.problem}\n\n${ADMIN_USAGE}`);
    return ADMIN_EXIT.usage;
  }
  const config = loadConfig(env);
  const handle = await openDatabase(config);
  try {
    await runMigrations(handle);
    return await execute(handle.db, command, out);
  } finally {
    await handle.close();
  }
}
