/**
 * Retrieval quality of the AI property adviser on content/adviser-eval.json: for each question, is
 * the expected knowledge-base article the first hit (hit@1) or among the first three (hit@3)? Also
 * checks that off-topic questions are refused and times an answer without an LLM.
 * Run: `npm run eval:adviser`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { loadKnowledgeGroups } from '../apps/server/src/modules/adviser/knowledge-source';
import { createAdviserService } from '../apps/server/src/modules/adviser/service';

type EvalSet = { questions: { q: string; expect: string; lang?: 'en' }[]; offTopic: string[] };

const root = resolve(import.meta.dirname, '..');
const set = JSON.parse(readFileSync(join(root, 'content/adviser-eval.json'), 'utf8')) as EvalSet;
const adviser = createAdviserService({
  groups: loadKnowledgeGroups(),
  ai: null,
  log: pino({ level: 'silent' }),
});

let at1 = 0;
let at3 = 0;
let englishAt3 = 0;
const misses: string[] = [];
for (const { q, expect, lang } of set.questions) {
  const titles = adviser.retrieve(q, 3).map((hit) => hit.doc.title);
  if (titles[0] === expect) at1 += 1;
  if (titles.includes(expect)) {
    at3 += 1;
    if (lang === 'en') englishAt3 += 1;
  } else
    misses.push(`  ${q} → expected «${expect}», got ${titles.map((t) => `«${t}»`).join(' ') || 'nothing'}`);
}
const n = set.questions.length;
console.log(`questions: ${n}`);
console.log(`hit@1: ${(at1 / n).toFixed(3)} (${at1}/${n})`);
console.log(`hit@3: ${(at3 / n).toFixed(3)} (${at3}/${n})`);
const english = set.questions.filter((question) => question.lang === 'en').length;
if (english)
  console.log(`English questions hit@3: ${(englishAt3 / english).toFixed(3)} (${englishAt3}/${english})`);
if (misses.length) console.log(`missed at 3:\n${misses.join('\n')}`);

let refused = 0;
for (const q of set.offTopic) if ((await adviser.ask(q)).refused) refused += 1;
let answeredInScope = 0;
for (const { q } of set.questions) if (!(await adviser.ask(q)).refused) answeredInScope += 1;
console.log(
  `off-topic refused: ${refused}/${set.offTopic.length}; in-scope answered: ${answeredInScope}/${n}`,
);

const started = performance.now();
const rounds = 200;
for (let i = 0; i < rounds; i += 1) await adviser.ask(set.questions[i % n]?.q ?? '');
console.log(`answer without an LLM: ${((performance.now() - started) / rounds).toFixed(2)} ms on average`);
