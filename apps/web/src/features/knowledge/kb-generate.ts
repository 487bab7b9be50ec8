import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildKnowledgeFiles } from '@gongzhi/domain/knowledge/kb-files';
import { parseGroupFile } from '@gongzhi/domain/knowledge/kb-markdown';

/**
 * The `/kb/*.json` files (SPEC §7) from the Markdown sources in content/kb; run at build time by the
 * Vite plugin (features/site/public/vite-prerender-plugin.ts), never in the browser.
 */
export function knowledgeFiles(contentDir: string): Map<string, unknown> {
  const groups = readdirSync(contentDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseGroupFile(name, readFileSync(join(contentDir, name), 'utf8')));
  return buildKnowledgeFiles(groups);
}
