import type { AdviserAnswer } from '@gongzhi/domain/adviser/adviser-api';
import { describe, expect, it, vi } from 'vitest';
import { streamAdviser } from './adviser-stream';

const answer: AdviserAnswer = {
  answer: '不能停水停电[1]。',
  citations: [],
  refused: false,
  provider: 'local',
  disclaimer: '',
  followUps: ['物业能不能停电催费'],
};

/** A streamed response whose body arrives in exactly these pieces. */
function sseResponse(pieces: readonly (string | Uint8Array)[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const piece of pieces)
          controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

describe('streamAdviser', () => {
  it('passes on the citations first, then the growing text, and resolves with the whole answer', async () => {
    const stream = [
      event('meta', { citations: [], refused: false, followUps: [], disclaimer: '' }),
      event('delta', { text: '不能停水' }),
      event('delta', { text: '停电[1]。' }),
      event('done', answer),
    ].join('');
    // Cut anywhere: inside an event, even inside a character's bytes.
    const bytes = new TextEncoder().encode(stream);
    const cut = bytes.findIndex((byte, index) => index > 90 && byte >= 0xe0) + 1;
    const fetcher = vi.fn(async () =>
      sseResponse([bytes.slice(0, 37), bytes.slice(37, cut), bytes.slice(cut)]),
    );
    const seen: string[] = [];
    const meta = vi.fn();
    const result = await streamAdviser(
      { question: '物业能停水吗', context: '物业费' },
      { onMeta: meta, onText: (text) => seen.push(text) },
      fetcher as unknown as typeof fetch,
    );
    expect(result).toEqual(answer);
    expect(meta).toHaveBeenCalledOnce();
    expect(seen).toEqual(['不能停水', '不能停水停电[1]。']);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/adviser/stream');
    expect(JSON.parse(String(init.body))).toEqual({ question: '物业能停水吗', context: '物业费' });
  });

  it('drops the text of a failed model when the local answer replaces it', async () => {
    const seen: string[] = [];
    await streamAdviser({ question: '维修资金怎么用' }, { onText: (text) => seen.push(text) }, (async () =>
      sseResponse([
        event('delta', { text: '使用维修' }),
        event('reset', {}),
        event('delta', { text: '一般流程' }),
        event('done', answer),
      ])) as unknown as typeof fetch);
    expect(seen).toEqual(['使用维修', '', '一般流程']);
  });

  it("rejects with the server's message for a refused request, an error event or a cut stream", async () => {
    const refused = async () =>
      Response.json({ code: 429, message: '请求过于频繁，请稍后再试', data: null }, { status: 429 });
    await expect(streamAdviser({ question: '物业' }, {}, refused as unknown as typeof fetch)).rejects.toThrow(
      '请求过于频繁，请稍后再试',
    );
    const failed = async () => sseResponse([event('error', { message: '回答失败，请稍后再试' })]);
    await expect(streamAdviser({ question: '物业' }, {}, failed as unknown as typeof fetch)).rejects.toThrow(
      '回答失败，请稍后再试',
    );
    const cut = async () => sseResponse([event('delta', { text: '一半' })]);
    await expect(streamAdviser({ question: '物业' }, {}, cut as unknown as typeof fetch)).rejects.toThrow();
  });
});
