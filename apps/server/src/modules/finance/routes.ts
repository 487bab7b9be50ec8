import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import {
  financeAccountCreateInput,
  financeAccountDto,
  financeAccountRefInput,
  financeAccountUpdateInput,
  financeCommunityInput,
  financeReportCreateInput,
  financeReportDto,
  financeReportListInput,
  financeReportRefInput,
  financeReportSummaryDto,
  financeReportUpdateInput,
  ownerFinanceReportItemDto,
  ownerFinanceReportRefInput,
} from '@gongzhi/domain/finance/finance-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { contentDisposition } from '../file/content-disposition';
import type { FinanceService } from './service';

export const FINANCE_VIEW: readonly OperatePermission[] = ['FINANCE_VIEW', 'FINANCE_MANAGEMENT'];
export const FINANCE_MANAGE: readonly OperatePermission[] = ['FINANCE_MANAGEMENT'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The finance pages need community certification (SPEC §2.5), so do their calls.
const scoped = (permission: readonly OperatePermission[]) =>
  ({ auth: 'web', communityScoped: true, permission, requireCommunityCert: true }) as const;

/** Sunshine finance (ours; SPEC §2.5 pages; docs/contracts/notice.md). */
export function financeRoutes(finance: FinanceService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/financialAccount/list', {
      config: scoped(FINANCE_VIEW),
      schema: { querystring: financeCommunityInput, response: { 200: envelope(z.array(financeAccountDto)) } },
      handler: async (request) => ok(await finance.accounts(accessOf(request))),
    });

    app.get('/v1/financialAccount/info', {
      config: scoped(FINANCE_VIEW),
      schema: { querystring: financeAccountRefInput, response: { 200: envelope(financeAccountDto) } },
      handler: async (request) =>
        ok(await finance.accountInfo(accessOf(request), request.query.financialAccountId)),
    });

    app.post('/v1/financialAccount/create', {
      config: scoped(FINANCE_MANAGE),
      schema: { body: financeAccountCreateInput, response: { 200: envelope(financeAccountDto) } },
      handler: async (request) =>
        ok(await finance.createAccount(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/financialAccount/update', {
      config: scoped(FINANCE_MANAGE),
      schema: { body: financeAccountUpdateInput, response: { 200: envelope(financeAccountDto) } },
      handler: async (request) => ok(await finance.updateAccount(accessOf(request), request.body)),
    });

    app.post('/v1/financialAccount/delete', {
      config: scoped(FINANCE_MANAGE),
      schema: { body: financeAccountRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await finance.deleteAccount(accessOf(request), request.body.financialAccountId)),
    });

    app.get('/v1/financialReport/list', {
      config: scoped(FINANCE_VIEW),
      schema: {
        querystring: financeReportListInput,
        response: { 200: envelope(z.array(financeReportSummaryDto)) },
      },
      handler: async (request) =>
        ok(await finance.reports(accessOf(request), request.query.financialAccountId)),
    });

    app.get('/v1/financialReport/info', {
      config: scoped(FINANCE_VIEW),
      schema: { querystring: financeReportRefInput, response: { 200: envelope(financeReportDto) } },
      handler: async (request) => ok(await finance.reportInfo(accessOf(request), request.query.reportId)),
    });

    app.post('/v1/financialReport/create', {
      config: scoped(FINANCE_MANAGE),
      schema: { body: financeReportCreateInput, response: { 200: envelope(financeReportDto) } },
      handler: async (request) =>
        ok(await finance.createReport(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/financialReport/update', {
      config: scoped(FINANCE_MANAGE),
      schema: { body: financeReportUpdateInput, response: { 200: envelope(financeReportDto) } },
      handler: async (request) =>
        ok(await finance.updateReport(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/financialReport/delete', {
      config: scoped(FINANCE_MANAGE),
      schema: { body: financeReportRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await finance.deleteReport(accessOf(request), request.body.reportId)),
    });

    app.post('/v1/financialReport/publish', {
      config: scoped(FINANCE_MANAGE),
      schema: { body: financeReportRefInput, response: { 200: envelope(financeReportDto) } },
      handler: async (request) => ok(await finance.publishReport(accessOf(request), request.body.reportId)),
    });

    app.get('/v1/financialReport/export', {
      config: scoped(FINANCE_VIEW),
      schema: { querystring: financeReportRefInput },
      handler: async (request, reply) => {
        const file = await finance.exportReport(accessOf(request), request.query.reportId);
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', contentDisposition('attachment', file.name))
          .send(file.bytes);
      },
    });

    // ── owner H5 (ours) ──
    app.get('/v1/owner/financeReports', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(z.array(ownerFinanceReportItemDto)) } },
      handler: async (request) => ok(await finance.ownerReports(actorOf(request).userId)),
    });

    app.get('/v1/owner/financeReportInfo', {
      config: { auth: 'owner' },
      schema: { querystring: ownerFinanceReportRefInput, response: { 200: envelope(financeReportDto) } },
      handler: async (request) =>
        ok(await finance.ownerReportInfo(actorOf(request).userId, request.query.reportId)),
    });
  };
}
