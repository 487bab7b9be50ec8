import type { AdviserPassage, AiProvider } from './ai-provider';

export type OpenAiSettings = { baseUrl: string; apiKey: string | null; model: string; timeoutMs?: number };

/** The model answers from the retrieved articles only and cites them (issue #23 item 3). */
export const SYSTEM_PROMPT =
  '你是“共治”平台的AI物业顾问（测试版），面向中国住宅小区的业主和业主委员会。' +
  '只能依据用户消息【资料】中的知识库文章回答，不得使用资料以外的知识，不要编造法条或条文编号。' +
  '回答要求：第一句话直接说明规定；问“怎么办”“怎么做”时分步骤说明；问“多少”“多久”时写明具体数字和比例；' +
  '每句依据资料的话后面标注文章编号，例如[1]；资料不足以回答时，明确说知识库没有涉及，' +
  '并建议咨询当地住房和城乡建设部门、街道办事处或律师。使用简体中文（英文提问用英文），简明，不超过300字。';

export function userPrompt(
  question: string,
  passages: readonly AdviserPassage[],
  language?: 'zh-CN' | 'en',
): string {
  const material = passages
    .map((p) => `[${p.index}]《${p.title}》（依据：${p.source}）\n${p.text}`)
    .join('\n\n');
  // The material is Chinese; an English question gets an English answer quoting it.
  const english = language === 'en' ? '\n\n请用英文回答，引用资料原文时保留中文并注明出自中文资料。' : '';
  return `【资料】\n${material}\n\n【问题】${question}${english}`;
}

/**
 * Any OpenAI-compatible chat endpoint (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`; docs/deploy.md):
 * posts `/chat/completions` with `stream: true` and reads the server-sent events, passing each
 * content delta on as it arrives.
 */
export function createOpenAiCompatibleProvider(
  settings: OpenAiSettings,
  fetcher: typeof fetch = fetch,
): AiProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: settings.model,
    async answer({ question, passages, language, signal }, onDelta) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          stream: true,
          temperature: 0.2,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: userPrompt(question, passages, language) },
          ],
        }),
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs ?? 60_000)])
          : AbortSignal.timeout(settings.timeoutMs ?? 60_000),
      });
      if (!response.ok || !response.body) throw new Error(`AI endpoint answered ${response.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      let answer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return finished(answer);
          try {
            const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
            const delta = parsed.choices?.[0]?.delta?.content ?? '';
            if (delta) {
              answer += delta;
              onDelta?.(delta);
            }
          } catch {
            // A keep-alive or a vendor's non-JSON line: skip it.
          }
        }
      }
      return finished(answer);
    },
  };
}

/** An endpoint that streams nothing has not answered: the adviser falls back to the local answer. */
function finished(answer: string): string {
  if (!answer.trim()) throw new Error('AI endpoint sent an empty answer');
  return answer;
}
