import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobRegistry } from '../../jobs/job-registry';
import type { OwningRecord, RecordSource } from './record-rules';
import { communityRecordSources } from './record-sources-community';
import { personalRecordSources } from './record-sources-personal';
import type { AttachmentRow } from './repository';

export { LIST_PERMISSIONS, type OwningRecord, type ReadRule } from './record-rules';

/**
 * The records a file belongs to: every table that stores attachment codes or ids is a source
 * (record-sources-*.ts; record-owners-schema.test.ts checks them against the schema). One query asks all of
 * them which of their rows hold the file, then each source that answered reads those rows' rules.
 * An empty answer means the file belongs to no record: a fresh upload, which only its uploader reads.
 */
export async function owningRecordsOf(
  db: Db,
  registry: JobRegistry,
  file: AttachmentRow,
): Promise<OwningRecord[]> {
  const sources = recordSources(registry);
  const union = sql.join(
    sources.map(
      (source, index) => sql`select ${index}::int as source, id::int as id from (${source.holding(file)}) s`,
    ),
    sql` union all `,
  );
  const result = await db.execute(union);
  const hits = (result as unknown as { rows: { source: number; id: number }[] }).rows;
  const owners: OwningRecord[] = [];
  for (const [index, source] of sources.entries()) {
    const ids = hits.filter((hit) => hit.source === index).map((hit) => hit.id);
    if (ids.length > 0) owners.push(...(await source.recordsOf(db, ids)));
  }
  return owners;
}

/** Every table whose rows hold files (tests check the schema has no other). */
export function recordSources(registry: JobRegistry): RecordSource[] {
  return [...communityRecordSources(registry), ...personalRecordSources];
}

/** Every area a file can belong to (tests check each has a case). */
export function recordAreas(registry: JobRegistry): string[] {
  return recordSources(registry).map((source) => source.area);
}
