import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeGroups } from '../src/modules/adviser/knowledge-source';
import { createAdviserService } from '../src/modules/adviser/service';
import {
  articleText,
  composeLocalAnswer,
  questionShape,
  sentencesOf,
} from '../src/providers/ai/local-answer';

// The answer without a model (issue #23 item 3): the rule in one sentence, the steps of a "how to",
// the figures of a "how many", the citations — assembled from whole sentences and whole lists.

const groups = loadKnowledgeGroups();
const adviser = createAdviserService({ groups, ai: null, log: pino({ level: 'silent' }) });
const articles = new Map(
  groups.flatMap((group) => group.articles.map((article) => [article.title, articleText(article.blocks)])),
);

describe('the shape of a question', () => {
  it('tells "how to" and "how many" apart', () => {
    expect(questionShape('维修资金怎么使用？')).toEqual({ howTo: true, howMany: false });
    expect(questionShape('业委会选出来多久要备案')).toEqual({ howTo: false, howMany: true });
    expect(questionShape('物业能停水吗')).toEqual({ howTo: false, howMany: false });
  });

  it('cuts text into whole sentences only', () => {
    expect(sentencesOf('甲的，乙；丙。丁！戊')).toEqual(['甲的，乙；丙。', '丁！', '戊']);
  });
});

describe('the local answer', () => {
  it('gives every step of a procedure when asked how, with its citation and legal source', async () => {
    const answer = await adviser.ask('维修资金怎么使用？');
    expect(answer.citations[0]?.title).toBe('申请使用维修资金的一般流程');
    // All six steps, the owners' vote and the authority's review included (the issue saw two).
    for (const step of [
      '相关业主依法讨论通过使用建议',
      '主管部门审核同意后',
      '专户管理银行将所需资金划转至维修单位',
    ])
      expect(answer.answer).toContain(step);
    expect(answer.answer).toMatch(/^1\. .*\n2\. .*\n3\. .*\n4\. .*\n5\. .*\n6\. /m);
    // The legal sources close the answer, each once with the markers of its articles.
    expect(answer.answer.split('\n\n').at(-1)).toMatch(
      /^依据：《住宅专项维修资金管理办法》（建设部、财政部令第165号）\[1\]/,
    );
    const vote = await adviser.ask('业主大会表决需要多少人同意？');
    expect(vote.answer.split('\n\n').at(-1)).toBe('依据：《中华人民共和国民法典》第二百七十八条[1][2][3]');
  });

  it('gives the figures when asked how many or how long', async () => {
    const answer = await adviser.ask('业委会选出来以后要多少天内备案？');
    expect(answer.answer.split('\n\n')[0]).toMatch(/三十日内.*\[1\]$/);
    const vote = await adviser.ask('业主大会表决需要多少人同意？');
    expect(vote.answer).toMatch(/过半数|三分之二|四分之三/);
  });

  it("states the article's key rule (its bold sentence) when the question is about it", async () => {
    const answer = await adviser.ask('物业停水停电催缴物业费合法吗');
    expect(answer.answer.split('\n\n')[0]).toBe(
      '物业服务人不得采取停止供电、供水、供热、供燃气等方式催交物业费。[1]',
    );
    // The access card has its own article since the knowledge base grew (issue #23 item 2).
    const card = await adviser.ask('欠了物业费，物业把门禁卡停了，合法吗');
    expect(card.answer.split('\n\n')[0]).toMatch(
      /^停用门禁卡、不让车辆进出，不属于法律规定的催费途径。\[1\]/,
    );
  });

  it('adds what answers the question more closely than the rule, with its whole list', async () => {
    // Since issue #23 item 2 the developer's unsold units have an article of their own; the general
    // counting rule follows it.
    const answer = await adviser.ask('开发商没卖出去的房子投票算几个人');
    expect(answer.citations.map((citation) => citation.title).slice(0, 2)).toEqual([
      '开发商没卖出去的房子投票怎么算',
      '业主人数怎么计算',
    ]);
    expect(answer.answer.split('\n\n')[0]).toBe(
      [
        '开发商合法建造房屋，对还没卖出的房屋享有所有权，也是业主，可以参加表决。[1]',
        '计票时：[1]',
        '- 人数：建设单位尚未出售的房屋，以及虽已出售但尚未交付的房屋，合起来只按一人计算；',
        '- 面积：这些房屋的专有部分面积照常计入，按不动产登记簿记载的面积计算，尚未登记的按实测面积，尚未实测的按买卖合同记载的面积。',
      ].join('\n'),
    );
  });

  it('says a sentence that introduces a list together with the whole list', async () => {
    const answer = await adviser.ask('专有部分包括哪些');
    expect(answer.answer).toContain(
      '专有部分是建筑区划内同时具备以下条件的房屋和空间：[1]\n- 具有构造上的独立性，能够明确区分；\n- 具有利用上的独立性，可以排他使用；\n- 能够登记成为特定业主所有权的客体。',
    );
  });

  it('never quotes a cut fragment: every quoted sentence is a whole sentence of the article it cites', async () => {
    const set = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../content/adviser-eval.json'), 'utf8'),
    ) as { colloquial: { q: string }[] };
    for (const { q } of set.colloquial) {
      const answer = await adviser.ask(q);
      if (answer.refused) continue;
      const byIndex = new Map(answer.citations.map((citation) => [citation.index, citation.title]));
      for (const line of answer.answer.split('\n')) {
        const quoted = /^(?:另见《[^》]+》：|\d+\. |- )?(.+?)\[(\d+)\]$/.exec(line);
        if (!quoted || line.startsWith('依据：')) continue;
        const [, text = '', index = ''] = quoted;
        const title = byIndex.get(Number(index)) ?? '';
        expect(/[。！？：]$/.test(text), `${q}: «${text}» ends a sentence`).toBe(true);
        expect(articles.get(title), `${q}: «${text}» is in «${title}»`).toContain(text.replace(/：$/, ''));
      }
    }
  });

  it('cites an article that starts with a list by its most relevant item, never an empty 另见 line', () => {
    const rule = {
      index: 1,
      title: '规则',
      source: '《甲》',
      text: '',
      blocks: [{ type: 'p' as const, inlines: [{ t: 'text' as const, v: '维修资金属于业主所有。' }] }],
    };
    const listOnly = {
      index: 2,
      title: '清单',
      source: '《乙》',
      text: '',
      blocks: [
        {
          type: 'ul' as const,
          items: [[{ t: 'text' as const, v: '竣工图纸' }], [{ t: 'text' as const, v: '维修资金的账目' }]],
        },
      ],
    };
    const answer = composeLocalAnswer({ question: '维修资金的账目归谁', passages: [rule, listOnly] });
    expect(answer).not.toMatch(/另见《[^》]+》：\[\d+\]/);
    expect(answer).toContain('另见《清单》：维修资金的账目[2]');
    const empty = { ...listOnly, blocks: [{ type: 'ul' as const, items: [] }] };
    expect(composeLocalAnswer({ question: '维修资金', passages: [rule, empty] })).toContain(
      '另见《清单》[2]',
    );
  });
});
