import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_PROMPT } from '../src/providers/ai/openai-compatible-provider';
import { bodyOf, createTestContext, post, type TestContext } from './support/test-app';

// The adviser with an OpenAI-compatible model configured (AI_BASE_URL, as in production) against a
// local fake endpoint on 127.0.0.1: the answer streams token by token, the model is told to answer
// from the retrieved articles only, and a failing endpoint falls back to the local answer.

type Completion = { model: string; stream: boolean; messages: { role: string; content: string }[] };
type Mode =
  | { kind: 'stream'; tokens: string[]; between?: (index: number) => Promise<void> }
  | { kind: 'status'; status: number }
  | { kind: 'cut'; tokens: string[] }
  | { kind: 'empty' };

let mode: Mode = { kind: 'empty' };
const requests: { auth: string | undefined; body: Completion }[] = [];
let fake: Server;
let ctx: TestContext;

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

async function serve(request: IncomingMessage, response: ServerResponse) {
  let raw = '';
  for await (const piece of request) raw += piece;
  requests.push({ auth: request.headers.authorization, body: JSON.parse(raw) as Completion });
  if (mode.kind === 'status') {
    response.writeHead(mode.status, { 'content-type': 'application/json' }).end('{"error":"overloaded"}');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  if (mode.kind === 'empty') {
    response.end('data: [DONE]\n\n');
    return;
  }
  const { tokens } = mode;
  for (const [index, token] of tokens.entries()) {
    await new Promise((flushed) => response.write(chunk(token), flushed));
    if (mode.kind === 'stream') await mode.between?.(index);
  }
  if (mode.kind === 'cut') {
    // A connection that breaks in the middle of the answer, once the first token is on its way.
    await new Promise((later) => setTimeout(later, 100));
    response.destroy();
  } else response.end('data: [DONE]\n\n');
}

beforeAll(async () => {
  fake = createServer((request, response) => void serve(request, response));
  fake.listen(0, '127.0.0.1');
  await once(fake, 'listening');
  const { port } = fake.address() as AddressInfo;
  ctx = await createTestContext({
    env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model' },
  });
});
afterAll(async () => {
  await ctx.close();
  fake.close();
});
beforeEach(() => {
  requests.length = 0;
});

type StreamEvent = { event: string; data: Record<string, unknown> };
const eventsOf = (body: string): StreamEvent[] =>
  body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>,
    }));

describe('adviser with an OpenAI-compatible model', () => {
  it('streams the answer token by token as the model writes it', async () => {
    // The fake model writes its second token only after the browser side has read the first:
    // an answer buffered anywhere on the way would never finish.
    let firstSeen: () => void = () => {};
    const seen = new Promise<void>((resolve) => {
      firstSeen = resolve;
    });
    mode = {
      kind: 'stream',
      tokens: ['用维修资金修电梯，', '须双过半同意[1]。'],
      between: (index) => (index === 0 ? seen : Promise.resolve()),
    };
    // A real socket (inject would hand over the whole body at once); closed with the app.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/v1/adviser/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: '用维修基金修电梯要多少户同意？' }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const decoder = new TextDecoder();
    let text = '';
    for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(piece, { stream: true });
      if (text.includes('用维修资金修电梯，')) firstSeen();
    }
    const events = eventsOf(text);
    expect(events.map((event) => event.event)).toEqual(['meta', 'delta', 'delta', 'done']);
    expect(events[0]?.data.citations).toEqual(
      expect.arrayContaining([expect.objectContaining({ index: 1, title: '使用维修资金需要多少人同意' })]),
    );
    expect(events.slice(1, 3).map((event) => event.data.text)).toEqual([
      '用维修资金修电梯，',
      '须双过半同意[1]。',
    ]);
    expect(events[3]?.data).toMatchObject({
      answer: '用维修资金修电梯，须双过半同意[1]。',
      provider: 'fake-model',
      refused: false,
    });
    expect(events[3]?.data.followUps).toHaveLength(3);
  });

  it('tells the model to answer from the retrieved articles only, and gives it the whole articles', async () => {
    mode = { kind: 'stream', tokens: ['按流程申请[1]。'] };
    const response = await post(ctx, '/v1/adviser/ask', { question: '维修资金怎么使用？' });
    expect(bodyOf<{ answer: string; provider: string }>(response).data).toMatchObject({
      answer: '按流程申请[1]。',
      provider: 'fake-model',
    });
    const { auth, body } = requests[0] ?? { auth: '', body: { messages: [] } as unknown as Completion };
    expect(auth).toBe('Bearer test-key');
    expect(body).toMatchObject({ model: 'fake-model', stream: true });
    expect(body.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(SYSTEM_PROMPT).toContain('只能依据用户消息【资料】中的知识库文章回答');
    expect(SYSTEM_PROMPT).toContain('标注文章编号');
    const material = body.messages[1]?.content ?? '';
    expect(material).toContain('[1]《申请使用维修资金的一般流程》');
    // The whole procedure, not two passages of it.
    expect(material).toContain('6. 专户管理银行将所需资金划转至维修单位。');
    expect(material).toMatch(/【问题】维修资金怎么使用？$/);
  });

  it('falls back to the local answer when the endpoint fails', async () => {
    mode = { kind: 'status', status: 503 };
    const response = await post(ctx, '/v1/adviser/stream', { question: '维修资金怎么使用？' });
    const events = eventsOf(response.body);
    expect(events.map((event) => event.event)).not.toContain('reset');
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toMatchObject({ provider: 'local', refused: false });
    expect(done?.data.answer).toContain('专户管理银行将所需资金划转至维修单位');
    expect(
      events
        .filter((event) => event.event === 'delta')
        .map((event) => event.data.text)
        .join(''),
    ).toBe(done?.data.answer);
    expect(ctx.logs.some((line) => line.includes('AI provider failed'))).toBe(true);
  });

  it('drops a half-written answer when the connection breaks, and sends the local answer instead', async () => {
    mode = { kind: 'cut', tokens: ['使用维修资金应当'] };
    const response = await post(ctx, '/v1/adviser/stream', { question: '维修资金怎么使用？' });
    const events = eventsOf(response.body);
    const names = events.map((event) => event.event);
    expect(names.slice(0, 3)).toEqual(['meta', 'delta', 'reset']);
    expect(events[1]?.data.text).toBe('使用维修资金应当');
    const done = events.at(-1);
    expect(done?.data.provider).toBe('local');
    expect(
      events
        .slice(3)
        .filter((event) => event.event === 'delta')
        .map((event) => event.data.text)
        .join(''),
    ).toBe(done?.data.answer);
  });

  it('falls back when the endpoint streams nothing', async () => {
    mode = { kind: 'empty' };
    const data = bodyOf<{ provider: string; answer: string }>(
      await post(ctx, '/v1/adviser/ask', { question: '业委会选出来多久要备案？' }),
    ).data;
    expect(data.provider).toBe('local');
    expect(data.answer).toContain('三十日内');
  });

  it('does not call the model for an off-topic question', async () => {
    const data = bodyOf<{ refused: boolean }>(
      await post(ctx, '/v1/adviser/ask', { question: '红烧肉怎么做' }),
    ).data;
    expect(data.refused).toBe(true);
    expect(requests).toHaveLength(0);
  });
});
