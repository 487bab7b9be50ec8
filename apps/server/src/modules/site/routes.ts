import { ADVANCE_SERVER_INFO, advanceServerInfoDto } from '@gongzhi/domain/site/advance-service';
import {
  CLUE_RECEIVED,
  customerClueAddInput,
  customerClueDto,
  customerClueListInput,
} from '@gongzhi/domain/site/customer-clue';
import { OPERATOR_KEYS, type OperatorTexts } from '@gongzhi/domain/site/page-slots';
import { siteNewsAddInput, siteNewsDto, siteNewsListInput } from '@gongzhi/domain/site/site-news';
import { sopGuideDto, sopGuideInfoInput, sopGuideSummaryDto } from '@gongzhi/domain/site/sop-guide';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../common/app-error';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import type { SiteService } from './service';
import { SOP_GUIDES } from './sop-guides';

/** Leads per client address: enough for a person who mistyped, too few for a spam script. */
export const CLUE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

/** Public-site calls: customerClue (SPEC §7), site news (ours) and the public-affairs guides `stop` (SPEC §7). */
export function siteRoutes(site: SiteService, icpFor: (host?: string) => string, operator: OperatorTexts) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/customerClue/add', {
      config: { auth: 'public', rateLimit: CLUE_RATE_LIMIT },
      schema: {
        body: customerClueAddInput,
        response: { 200: envelope(z.object({ customerClueId: z.string() })) },
      },
      handler: async (request) => ({
        ...ok(await site.addClue(request.body, request.ip ?? null)),
        message: CLUE_RECEIVED,
      }),
    });

    app.get('/v1/customerClue/list', {
      config: { auth: 'session' },
      schema: { querystring: customerClueListInput, response: { 200: envelope(pageOf(customerClueDto)) } },
      handler: async (request) =>
        ok(
          await site.listClues(
            actorOf(request),
            request.query.page,
            request.query.size,
            request.query.keyword,
          ),
        ),
    });

    app.get('/v1/siteNews/list', {
      config: { auth: 'public' },
      schema: { querystring: siteNewsListInput, response: { 200: envelope(pageOf(siteNewsDto)) } },
      handler: async (request) => ok(await site.listNews(request.query.page, request.query.size)),
    });

    app.post('/v1/siteNews/add', {
      config: { auth: 'session' },
      schema: { body: siteNewsAddInput, response: { 200: envelope(siteNewsDto) } },
      handler: async (request) => ok(await site.addNews(actorOf(request), request.body)),
    });

    // The ICP filing number of the host the page was loaded from (footer outside the prerendered pages).
    app.get('/v1/site/icp', {
      config: { auth: 'public' },
      schema: { response: { 200: envelope(z.object({ icp: z.string() })) } },
      handler: async (request) => ok({ icp: icpFor(request.hostname) }),
    });

    // The operator details of the legal texts, for the SPA's copies (the prerendered pages get them from the server).
    app.get('/v1/site/operator', {
      config: { auth: 'public' },
      schema: {
        response: {
          200: envelope(z.object(Object.fromEntries(OPERATOR_KEYS.map((key) => [key, z.string()])))),
        },
      },
      handler: async () => ok(operator),
    });

    // The paid services a community can order and where to ask (content in domain/site/advance-service.ts).
    app.get('/v1/advanceServer/info', {
      config: { auth: 'public' },
      schema: { response: { 200: envelope(advanceServerInfoDto) } },
      handler: async () => ok(ADVANCE_SERVER_INFO),
    });

    app.get('/v1/stop/list', {
      config: { auth: 'public' },
      schema: { response: { 200: envelope(z.array(sopGuideSummaryDto)) } },
      handler: async () =>
        ok(
          SOP_GUIDES.map(({ id, title, summary, category, stepCount }) => ({
            id,
            title,
            summary,
            category,
            stepCount,
          })),
        ),
    });

    app.get('/v1/stop/info', {
      config: { auth: 'public' },
      schema: { querystring: sopGuideInfoInput, response: { 200: envelope(sopGuideDto) } },
      handler: async (request) => {
        const guide = SOP_GUIDES.find((item) => item.id === request.query.id);
        if (!guide) throw new AppError(404, '该办事指南不存在');
        return ok(guide);
      },
    });
  };
}
