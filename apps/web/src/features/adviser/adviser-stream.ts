import type { AdviserAnswer, AdviserStreamMeta } from '@gongzhi/domain/adviser/adviser-api';

export type StreamHandlers = {
  /** What the answer cites, before its text. */
  onMeta?: (meta: AdviserStreamMeta) => void;
  /** The answer so far, each time a piece arrives. */
  onText?: (text: string) => void;
};

/**
 * `POST /v1/adviser/stream`: the answer as it is written (server-sent events over a POST, so read
 * from the response body rather than with EventSource). Resolves with the whole answer; rejects with
 * the server's message for a refused request (400, 429) or an `error` event.
 */
export async function streamAdviser(
  input: { question: string; context?: string },
  handlers: StreamHandlers = {},
  fetcher: typeof fetch = fetch,
): Promise<AdviserAnswer> {
  const response = await fetcher('/v1/adviser/stream', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(input.context ? input : { question: input.question }),
  });
  if (!response.ok || !response.body) {
    let message = '';
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not the envelope: the caller shows its own failure text.
    }
    throw new Error(message);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown;
      if (event === 'meta') handlers.onMeta?.(data as AdviserStreamMeta);
      else if (event === 'delta') {
        text += (data as { text: string }).text;
        handlers.onText?.(text);
      } else if (event === 'reset') {
        // The model failed midway: its text gives way to the local answer that follows.
        text = '';
        handlers.onText?.(text);
      } else if (event === 'done') return data as AdviserAnswer;
      else if (event === 'error') throw new Error((data as { message?: string }).message ?? '');
    }
    if (done) throw new Error('');
  }
}
