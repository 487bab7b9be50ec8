import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EXIT, runAdmin } from '../src/modules/platform-operator/operator-admin';

/** `npm run admin` (apps/server/scripts/admin.ts): the first operator of a database without the demo seed. */

const REPO_ROOT = resolve(__dirname, '../../..');
const folders: string[] = [];

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gz-admin-'));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Runs one command in this process, capturing what it prints. */
async function admin(env: Record<string, string>, ...args: string[]) {
  const printed: string[] = [];
  const errors: string[] = [];
  const code = await runAdmin(
    args,
    { NODE_ENV: 'test', ...env },
    {
      print: (line) => printed.push(line),
      error: (line) => errors.push(line),
    },
  );
  return { code, out: printed.join('\n'), err: errors.join('\n') };
}

/** The same commands against one database, whatever its engine. */
function adminJourney(envOf: () => Record<string, string>) {
  it('creates the first operator on an empty database, then changes nothing when run again', async () => {
    const env = envOf();
    const empty = await admin(env, 'list-operators');
    expect(empty.code).toBe(ADMIN_EXIT.ok);
    expect(empty.out).toContain('还没有平台运营人员');

    const first = await admin(env, 'create-operator', '13812345678', '张三');
    expect(first).toMatchObject({ code: ADMIN_EXIT.ok, err: '' });
    expect(first.out).toContain('已将 13812345678（张三） 设为平台运营人员（新建账号）');
    const listed = await admin(env, 'list-operators');

    const again = await admin(env, 'create-operator', '13812345678', '李四');
    expect(again.code).toBe(ADMIN_EXIT.ok);
    expect(again.out).toBe('13812345678（张三） 已是平台运营人员，未做任何修改。');
    const relisted = await admin(env, 'list-operators');
    expect(relisted.out).toBe(listed.out);
    expect(relisted.out.split('\n')).toHaveLength(1);
    expect(relisted.out).toMatch(/^13812345678 {2}张三 {2}自 /);
  }, 120_000);

  it('never removes the last operator; removes one of two; a non-operator changes nothing', async () => {
    const env = envOf();
    const last = await admin(env, 'remove-operator', '13812345678');
    expect(last.code).toBe(ADMIN_EXIT.refused);
    expect(last.err).toContain('不能移除最后一名');

    expect((await admin(env, 'create-operator', '13912345678', '王五')).code).toBe(ADMIN_EXIT.ok);
    const removed = await admin(env, 'remove-operator', '13812345678');
    expect(removed).toMatchObject({ code: ADMIN_EXIT.ok, out: '已移除平台运营人员 13812345678。' });
    const notOperator = await admin(env, 'remove-operator', '13812345678');
    expect(notOperator).toMatchObject({
      code: ADMIN_EXIT.ok,
      out: '13812345678 不是平台运营人员，未做任何修改。',
    });
    expect((await admin(env, 'list-operators')).out).toMatch(/^13912345678 {2}王五 /);
  }, 120_000);
}

describe('admin commands on PGlite (DATA_DIR)', () => {
  const dataDir = freshDataDir();
  adminJourney(() => ({ DATA_DIR: dataDir }));
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('admin commands on PostgreSQL (DATABASE_URL)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `gz_admin_${randomBytes(6).toString('hex')}`;
  const databaseUrl = (() => {
    if (!serverUrl) return '';
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  async function adminQuery(statement: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  // A fresh empty database: no migrations, no seed; the command migrates it.
  it('starts from an empty database', async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
  });
  adminJourney(() => ({ DATABASE_URL: databaseUrl, DATA_DIR: freshDataDir() }));
  afterAll(async () => {
    if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
});

describe('admin command line', () => {
  it('refuses a malformed mobile with exit code 2 and opens no database', async () => {
    const dataDir = freshDataDir();
    for (const mobile of ['1381234567', '23812345678', 'abc']) {
      const result = await admin({ DATA_DIR: dataDir }, 'create-operator', mobile, '张三');
      expect(result.code).toBe(ADMIN_EXIT.usage);
      expect(result.err).toContain(`请输入正确的手机号（收到“${mobile}”）`);
    }
    const noName = await admin({ DATA_DIR: dataDir }, 'create-operator', '13812345678');
    expect(noName).toMatchObject({ code: ADMIN_EXIT.usage });
    expect(noName.err).toContain('请填写姓名');
    expect((await admin({ DATA_DIR: dataDir }, 'remove-operator', '138')).code).toBe(ADMIN_EXIT.usage);
    expect((await admin({ DATA_DIR: dataDir }, 'drop-everything')).code).toBe(ADMIN_EXIT.usage);
    expect((await admin({ DATA_DIR: dataDir })).code).toBe(ADMIN_EXIT.usage);
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  });

  // PGlite does not lock its folder: the command beside a running server would write the same files.
  it('refuses a PGlite folder a live process holds; takes over one a dead process left', async () => {
    const dataDir = freshDataDir();
    const holder = spawn('sleep', ['60']);
    writeFileSync(join(dataDir, 'pglite.pid'), String(holder.pid));
    try {
      await expect(admin({ DATA_DIR: dataDir }, 'list-operators')).rejects.toThrow(
        `正被进程 ${holder.pid} 使用`,
      );
      expect(existsSync(join(dataDir, 'db'))).toBe(false);
    } finally {
      holder.kill();
      await once(holder, 'exit');
    }
    const taken = await admin({ DATA_DIR: dataDir }, 'list-operators');
    expect(taken.code).toBe(ADMIN_EXIT.ok);
    expect(existsSync(join(dataDir, 'pglite.pid'))).toBe(false);
  }, 120_000);

  it('--help explains the commands', async () => {
    const help = await admin({}, '--help');
    expect(help.code).toBe(ADMIN_EXIT.ok);
    for (const command of ['create-operator', 'list-operators', 'remove-operator'])
      expect(help.out).toContain(command);
  });

  // The real script in its own processes: each must exit by itself, and the second must read what
  // the first wrote (PGlite flushed its files on close).
  it('the script exits by itself and its writes survive the process', async () => {
    const run = promisify(execFile);
    const dataDir = freshDataDir();
    const script = async (...args: string[]) => {
      try {
        const { stdout } = await run(
          join(REPO_ROOT, 'node_modules/.bin/tsx'),
          ['apps/server/scripts/admin.ts', ...args],
          {
            cwd: REPO_ROOT,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
            timeout: 60_000,
          },
        );
        return { code: 0, stdout, stderr: '' };
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string };
        return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
      }
    };
    expect((await script('create-operator', '13812345678', '张三')).code).toBe(0);
    const listed = await script('list-operators');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('13812345678  张三');
    const malformed = await script('create-operator', '1381234567', '张三');
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('请输入正确的手机号');
  }, 120_000);
});
