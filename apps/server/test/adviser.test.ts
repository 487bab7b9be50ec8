import {
  ADVISER_DISCLAIMER,
  ADVISER_DISCLAIMER_EN,
  ADVISER_REFUSAL,
  ADVISER_REFUSAL_EN,
} from '@gongzhi/domain/adviser/adviser-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleProvider } from '../src/providers/ai/openai-compatible-provider';
import { bodyOf, createTestContext, get, post, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

type Answer = {
  answer: string;
  refused: boolean;
  provider: string;
  disclaimer: string;
  citations: { index: number; title: string; href: string; source: string }[];
  followUps: string[];
};

describe('POST /v1/adviser/ask', () => {
  it('answers from the knowledge base with citations linking to the articles', async () => {
    const response = await post(ctx, '/v1/adviser/ask', { question: '用维修资金修电梯需要多少业主同意？' });
    expect(response.statusCode).toBe(200);
    const data = bodyOf<Answer>(response).data;
    expect(data.refused).toBe(false);
    expect(data.provider).toBe('local');
    expect(data.disclaimer).toBe(ADVISER_DISCLAIMER);
    expect(data.citations[0]).toMatchObject({
      index: 1,
      title: '使用维修资金需要多少人同意',
      href: '/mobile/KnowledgeBase/4/4',
    });
    expect(data.citations[0]?.source).toContain('民法典');
    expect(data.answer).toContain('[1]');
    // Three questions to tap next, none of them the one just asked.
    expect(data.followUps).toHaveLength(3);
    expect(new Set(data.followUps).size).toBe(3);
  });

  it('reads a short follow-up with the previous question of the conversation', async () => {
    const alone = bodyOf<Answer>(await post(ctx, '/v1/adviser/ask', { question: '那紧急情况呢？' })).data;
    expect(alone.refused).toBe(true);
    const followUp = bodyOf<Answer>(
      await post(ctx, '/v1/adviser/ask', { question: '那紧急情况呢？', context: '维修资金怎么使用？' }),
    ).data;
    expect(followUp.refused).toBe(false);
    expect(followUp.citations[0]?.title).toBe('紧急情况下怎么用维修资金');
    // An off-topic question after a good one is still refused.
    const offTopic = bodyOf<Answer>(
      await post(ctx, '/v1/adviser/ask', { question: '推荐一部好看的电影', context: '维修资金怎么使用？' }),
    ).data;
    expect(offTopic.refused).toBe(true);
    const long = await post(ctx, '/v1/adviser/ask', { question: '维修资金', context: '问'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(bodyOf(long).message).toBe('上一个问题最多200个字');
  });

  it('refuses questions outside property matters', async () => {
    const data = bodyOf<Answer>(await post(ctx, '/v1/adviser/ask', { question: '明天深圳天气怎么样' })).data;
    expect(data).toMatchObject({ refused: true, answer: ADVISER_REFUSAL, citations: [] });
  });

  it('answers an English question in English, quoting the Chinese articles it retrieved through the glossary', async () => {
    const data = bodyOf<Answer>(
      await post(ctx, '/v1/adviser/ask', {
        question: 'How many owners must agree to use maintenance funds for a lift?',
      }),
    ).data;
    expect(data.refused).toBe(false);
    expect(data.disclaimer).toBe(ADVISER_DISCLAIMER_EN);
    expect(data.citations[0]).toMatchObject({ index: 1, title: '使用维修资金需要多少人同意' });
    expect(data.answer.split('\n\n')[0]).toMatch(
      /^Based on the property knowledge base.*quoted from the Chinese sources:$/,
    );
    // The passages themselves stay Chinese, with their citation markers.
    expect(data.answer).toContain('使用维修资金需要多少人同意：');
    expect(data.answer).toContain('[1]');
    expect(data.answer).toMatch(/original article \(in Chinese\)\.$/);
  });

  it('refuses an English question outside property matters in English', async () => {
    const data = bodyOf<Answer>(
      await post(ctx, '/v1/adviser/ask', { question: 'Write me a poem about spring' }),
    ).data;
    expect(data).toMatchObject({
      refused: true,
      answer: ADVISER_REFUSAL_EN,
      citations: [],
      disclaimer: ADVISER_DISCLAIMER_EN,
    });
  });

  it('answers 400 with a Chinese message for an empty or too long question', async () => {
    const empty = await post(ctx, '/v1/adviser/ask', { question: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).message).toBe('请输入您的问题');
    const long = await post(ctx, '/v1/adviser/ask', { question: '问'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(bodyOf(long).message).toBe('问题最多200个字');
  });

  it('limits each address to 20 questions a minute (429)', async () => {
    const ip = '10.251.0.9';
    for (let i = 0; i < 20; i += 1) {
      expect((await post(ctx, '/v1/adviser/ask', { question: '物业费' }, { ip })).statusCode).toBe(200);
    }
    const refused = await post(ctx, '/v1/adviser/ask', { question: '物业费' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(bodyOf(refused).message).toBe('请求过于频繁，请稍后再试');
  });
});

describe('POST /v1/adviser/stream', () => {
  it('sends what the answer cites first, then the answer as server-sent events ending with done', async () => {
    const response = await post(ctx, '/v1/adviser/stream', { question: '解聘物业要提前多少天通知' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    // The route writes its own head (hijacked): the security headers still go out.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.body).toContain('event: delta');
    expect(response.body.indexOf('event: meta')).toBeLessThan(response.body.indexOf('event: delta'));
    const meta = /event: meta\ndata: (.*)\n/.exec(response.body)?.[1] ?? '{}';
    expect((JSON.parse(meta) as Answer).citations[0]?.title).toBe('业主解聘物业要提前多久通知');
    const done = /event: done\ndata: (.*)\n/.exec(response.body)?.[1] ?? '{}';
    expect((JSON.parse(done) as Answer).citations[0]?.title).toBe('业主解聘物业要提前多久通知');
  });
});

describe('GET /v1/knowledge/search', () => {
  it('finds articles across groups, and needs a keyword', async () => {
    const hits = bodyOf<{ title: string; groupId: number; excerpt: string }[]>(
      await get(ctx, `/v1/knowledge/search?keyword=${encodeURIComponent('高空抛物')}`),
    ).data;
    expect(hits[0]).toMatchObject({ title: '高空抛物的法律责任', groupId: 8 });
    expect(hits[0]?.excerpt).toContain('抛掷');
    const missing = await get(ctx, '/v1/knowledge/search');
    expect(missing.statusCode).toBe(400);
  });
});

describe('OpenAI-compatible provider', () => {
  it('streams the deltas of /chat/completions and sends the passages', async () => {
    const events = [
      'data: {"choices":[{"delta":{"content":"使用维修资金"}}]}',
      'data: {"choices":[{"delta":{"content":"须双过半同意[1]"}}]}',
      'data: [DONE]',
    ];
    const calls: {
      url: string;
      body: { model: string; stream: boolean; messages: { content: string }[] };
      auth: string;
    }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({
        url,
        body: JSON.parse(String(init.body)),
        auth: new Headers(init.headers).get('authorization') ?? '',
      });
      return new Response(`${events.join('\n\n')}\n\n`, { headers: { 'content-type': 'text/event-stream' } });
    }) as unknown as typeof fetch;
    const provider = createOpenAiCompatibleProvider(
      { baseUrl: 'http://llm.test/v1/', apiKey: 'k', model: 'm' },
      fakeFetch,
    );
    const deltas: string[] = [];
    const answer = await provider.answer(
      {
        question: '修电梯',
        passages: [
          { index: 1, title: '使用维修资金需要多少人同意', source: '民法典', text: '双过半', blocks: [] },
        ],
      },
      (text) => deltas.push(text),
    );
    expect(answer).toBe('使用维修资金须双过半同意[1]');
    expect(deltas).toEqual(['使用维修资金', '须双过半同意[1]']);
    expect(calls[0]).toMatchObject({
      url: 'http://llm.test/v1/chat/completions',
      auth: 'Bearer k',
      body: { model: 'm', stream: true },
    });
    expect(calls[0]?.body.messages[1]?.content).toContain('[1]《使用维修资金需要多少人同意》');
  });
});
