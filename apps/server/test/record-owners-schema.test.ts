import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { attachments } from '../src/db/schema';
import { createJobRegistry } from '../src/jobs/job-registry';
import { recordSources } from '../src/modules/file/record-owners';

// Issue #21 item 3: a file is read with the rule of the record it belongs to, and a file of no
// record by its uploader alone. A new column that holds files without a record source would quietly
// close its files to everyone but the uploader (or, before, open them to the whole community), so
// every column of the schema that can hold files must be one a source of record-owners.ts reads.

/** Columns that look like files but are none, or are not a record's: why each is left out. */
const NOT_RECORD_FILES: Record<string, string> = {
  'attachments.attachment_id': 'the file itself',
  'attachments.pub_attachment_id': 'the file itself',
  'download_logs.attachment_id': 'a log of downloads, not a record that shows the file',
  'download_jobs.file_name': 'a name, not a file',
  'users.avatar': 'avatars are public uploads (TX_USER_AVATAR), read by their public id',
  'community_members.roles': 'roles',
  'community_members.permissions': 'permissions',
  'voting_scan_pages.flags': "the reader's flags of a scanned page (words), not files",
};

const FILE_NAME = /file|attach|cover|photo|image|avatar|proof|letter/i;

async function allTables(): Promise<PgTable[]> {
  const dir = join(__dirname, '../src/db/tables');
  const modules = [
    await import('../src/db/schema'),
    ...(await Promise.all(
      readdirSync(dir)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => import(join(dir, name))),
    )),
  ];
  const tables = new Set<PgTable>();
  for (const module of modules)
    for (const value of Object.values(module)) if (is(value, PgTable)) tables.add(value);
  return [...tables];
}

/** Whether a column can name files: text[] of codes, a file-like text, or a key of attachments. */
function mayHoldFiles(table: PgTable, column: PgColumn): boolean {
  const config = getTableConfig(table);
  const pointsAtFiles = config.foreignKeys.some((key) => {
    const reference = key.reference();
    return reference.foreignTable === attachments && reference.columns.includes(column);
  });
  if (pointsAtFiles) return true;
  if (column.columnType === 'PgArray') {
    const base = (column as unknown as { baseColumn: PgColumn }).baseColumn;
    return base.columnType === 'PgText';
  }
  return column.columnType === 'PgText' && FILE_NAME.test(column.name);
}

describe('record owners and the schema', () => {
  it('every column that can hold files is read by a record source', async () => {
    const covered = new Set(recordSources(createJobRegistry()).flatMap((source) => source.columns));
    const unread: string[] = [];
    for (const table of await allTables()) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const name = `${config.name}.${column.name}`;
        if (!mayHoldFiles(table, column) || covered.has(column) || name in NOT_RECORD_FILES) continue;
        unread.push(name);
      }
    }
    expect(unread).toEqual([]);
  });

  it('the exceptions still exist (a renamed column does not leave a stale exception behind)', async () => {
    const names = new Set<string>();
    for (const table of await allTables()) {
      const config = getTableConfig(table);
      for (const column of config.columns) names.add(`${config.name}.${column.name}`);
    }
    expect(Object.keys(NOT_RECORD_FILES).filter((name) => !names.has(name))).toEqual([]);
  });
});
