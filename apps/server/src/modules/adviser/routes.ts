import {
  adviserAnswerDto,
  adviserAskInput,
  knowledgeHitDto,
  knowledgeSearchInput,
} from '@gongzhi/domain/adviser/adviser-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import type { AdviserService } from './service';

/** Questions per client address: a conversation's pace, not a scraper's. */
export const ADVISER_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
export const SEARCH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** The AI property adviser and the knowledge-base search (ours; docs/contracts/site.md). */
export function adviserRoutes(adviser: AdviserService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/adviser/ask', {
      config: { auth: 'public', rateLimit: ADVISER_RATE_LIMIT },
      schema: { body: adviserAskInput, response: { 200: envelope(adviserAnswerDto) } },
      handler: async (request) =>
        ok(await adviser.ask(request.body.question, { context: request.body.context })),
    });

    // The same answer as server-sent events (AdviserStreamMeta): `meta` (citations, follow-ups) first,
    // `delta` pieces as the provider writes, `reset` if a failing model's text is replaced, then `done`.
    app.post('/v1/adviser/stream', {
      config: { auth: 'public', rateLimit: ADVISER_RATE_LIMIT },
      schema: { body: adviserAskInput },
      handler: async (request, reply) => {
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        const send = (event: string, data: unknown) => {
          if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        };
        // The asker who leaves stops the model's work too.
        const gone = new AbortController();
        raw.on('close', () => gone.abort());
        try {
          const answer = await adviser.ask(request.body.question, {
            context: request.body.context,
            signal: gone.signal,
            onMeta: (meta) => send('meta', meta),
            onDelta: (text) => send('delta', { text }),
            onReset: () => send('reset', {}),
          });
          send('done', answer);
        } catch (error) {
          request.log.error({ err: error }, 'adviser stream failed');
          send('error', { message: '回答失败，请稍后再试' });
        }
        raw.end();
      },
    });

    app.get('/v1/knowledge/search', {
      config: { auth: 'public', rateLimit: SEARCH_RATE_LIMIT },
      schema: { querystring: knowledgeSearchInput, response: { 200: envelope(z.array(knowledgeHitDto)) } },
      handler: async (request) => ok(adviser.search(request.query.keyword)),
    });
  };
}
