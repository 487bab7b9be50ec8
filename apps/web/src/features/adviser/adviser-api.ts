import type { AdviserAnswer } from '@gongzhi/domain/adviser/adviser-api';
import { request } from '../../lib/request';

/** `adviser/ask` (ours): the answer with its citations, or a refusal. */
export function askAdviser(question: string): Promise<AdviserAnswer> {
  return request<AdviserAnswer>({
    url: '/v1/adviser/ask',
    method: 'POST',
    data: { question },
    intercept: false,
  });
}
