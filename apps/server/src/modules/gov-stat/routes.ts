import {
  complaintHandleStatDto,
  govPeriodQuery,
  informationReleaseStatDto,
} from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../common/envelope';
import { actorOf } from '../../common/request-context';
import { contentDisposition } from '../file/content-disposition';
import type { GovStatService } from './service';
import { workStatisticsXlsx, XLSX_TYPE } from './work-statistics-export';

/** govWorkStatistics/* (docs/contracts/gov-community-affair.md). */
export function govStatRoutes(service: GovStatService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const gov = { auth: 'web', webKind: 'GOV' } as const;

    app.get('/v1/govWorkStatistics/complaintHandle', {
      config: gov,
      schema: { querystring: govPeriodQuery, response: { 200: envelope(complaintHandleStatDto) } },
      handler: async (request) => ok(await service.complaintHandle(actorOf(request), request.query)),
    });

    app.get('/v1/govWorkStatistics/informationRelease', {
      config: gov,
      schema: { querystring: govPeriodQuery, response: { 200: envelope(informationReleaseStatDto) } },
      handler: async (request) => ok(await service.informationRelease(actorOf(request), request.query)),
    });

    // Ours: both statistics as one workbook (the browser fetches it with the token header).
    app.get('/v1/govWorkStatistics/export', {
      config: gov,
      schema: { querystring: govPeriodQuery },
      handler: async (request, reply) => {
        const query = request.query;
        const actor = actorOf(request);
        const complaints = await service.complaintHandle(actor, query);
        const releases = await service.informationRelease(actor, query);
        const period = query.startDate ? `${query.startDate} 至 ${query.endDate}` : '全部';
        const fileName = `工作统计-${(query.startDate ?? '全部').replaceAll('-', '')}${query.endDate ? `-${query.endDate.replaceAll('-', '')}` : ''}.xlsx`;
        return reply
          .headers({
            'content-type': XLSX_TYPE,
            'content-disposition': contentDisposition('attachment', fileName),
            'cache-control': 'private, no-store',
          })
          .send(await workStatisticsXlsx(period, complaints, releases));
      },
    });
  };
}
