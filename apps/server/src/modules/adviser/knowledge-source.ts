import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type KbGroupSource, parseGroupFile } from '@gongzhi/domain/knowledge/kb-markdown';

/** The Markdown sources of the knowledge base (the web build turns the same files into /kb/*.json). */
export const KB_CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../content/kb');

export function loadKnowledgeGroups(dir: string = KB_CONTENT_DIR): KbGroupSource[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseGroupFile(name, readFileSync(join(dir, name), 'utf8')));
}
