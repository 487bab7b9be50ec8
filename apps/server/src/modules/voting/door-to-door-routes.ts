import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  doorToDoorItemDto,
  doorToDoorListDto,
  doorToDoorListInput,
  doorToDoorMarkInput,
  doorToDoorPrintInput,
} from '@gongzhi/domain/voting/door-to-door';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { downloadJobDto } from '../download/service';
import { contentDisposition } from '../file/content-disposition';
import { writeXlsx } from '../file/export/xlsx-export';
import type { DoorToDoorService } from './door-to-door-service';
import { VOTING_MANAGE, VOTING_VIEW } from './routes';
import { shanghaiTime } from './voting-jobs';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const scoped = (permission: typeof VOTING_VIEW) =>
  ({ auth: 'web', communityScoped: true, permission, requireCommunityCert: true }) as const;

/**
 * Door-to-door lists (扫楼清单, issue #26 item 2, ours): the list and its xlsx export for members with
 * the vote permission (volunteers included), visit marks likewise; printing the paper ballots is the
 * PAPER_BALLOT job and needs VOTING_MANAGEMENT like every other ballot print.
 */
export function votingDoorToDoorRoutes(doors: DoorToDoorService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/voting/doorToDoorList', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: doorToDoorListInput, response: { 200: envelope(doorToDoorListDto) } },
      handler: async (request) => ok(await doors.list(accessOf(request), request.query)),
    });

    app.get('/v1/voting/doorToDoorExport', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: doorToDoorListInput },
      handler: async (request, reply) => {
        const { data, buildingName } = await doors.exportRows(accessOf(request), request.query);
        const dir = await mkdtemp(join(tmpdir(), 'gz-doors-'));
        try {
          const path = join(dir, 'doors.xlsx');
          await writeXlsx(path, [
            {
              name: '扫楼清单',
              columns: [
                { header: '序号', width: 8 },
                { header: '房屋', width: 30 },
                { header: '业主', width: 20 },
                { header: '手机号', width: 16 },
                { header: '送达', width: 10 },
                { header: '最近走访', width: 10 },
                { header: '走访时间', width: 18 },
                { header: '走访人', width: 12 },
                { header: '备注', width: 24 },
              ],
              rows: data.items.map((item, index) => [
                index + 1,
                item.houseNames.join('、'),
                item.owners.map((owner) => owner.ownerName).join('、') || '开发建设单位',
                item.owners.map((owner) => owner.mobile).join('、'),
                item.delivered ? `已送达（${item.deliveryCount}）` : '未送达',
                item.lastVisit?.markName ?? '未走访',
                item.lastVisit ? shanghaiTime(new Date(item.lastVisit.markedAt)) : '',
                item.lastVisit?.markedBy ?? '',
                item.lastVisit?.remark ?? '',
              ]),
            },
          ]);
          const bytes = await readFile(path);
          return reply
            .header('content-type', XLSX)
            .header(
              'content-disposition',
              contentDisposition('attachment', `扫楼清单-${buildingName || '全部'}.xlsx`),
            )
            .send(bytes);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    });

    app.post('/v1/voting/doorToDoorPrint', {
      config: scoped(VOTING_MANAGE),
      schema: { body: doorToDoorPrintInput, response: { 200: envelope(downloadJobDto) } },
      handler: async (request) => ok(await doors.print(actorOf(request), accessOf(request), request.body)),
    });

    app.post('/v1/voting/doorToDoorMark', {
      config: scoped(VOTING_VIEW),
      schema: { body: doorToDoorMarkInput, response: { 200: envelope(doorToDoorItemDto) } },
      handler: async (request) => ok(await doors.mark(accessOf(request), actorOf(request), request.body)),
    });
  };
}
