import { PLATFORM_OPERATOR_REQUIRED } from '@gongzhi/domain/account/platform-operator';
import type { CustomerClueDto, customerClueAddInput } from '@gongzhi/domain/site/customer-clue';
import type { SiteNewsDto, siteNewsAddInput } from '@gongzhi/domain/site/site-news';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { SiteRepository } from './repository';

type ClueRow = Awaited<ReturnType<SiteRepository['insertClue']>>;
type NewsRow = Awaited<ReturnType<SiteRepository['insertNews']>>;

function clueDto(row: ClueRow): CustomerClueDto {
  return {
    customerClueId: row.clueCode,
    name: row.name,
    mobile: row.mobile,
    identity: row.identity,
    communityName: row.communityName,
    city: row.city,
    content: row.content,
    source: row.source,
    gmtCreate: row.createdAt.toISOString(),
  };
}

/** `YYYY-MM-DD` in Asia/Shanghai, as the news list shows it. */
export function shanghaiDate(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

function newsDto(row: NewsRow): SiteNewsDto {
  return {
    newsId: row.newsCode,
    title: row.title,
    summary: row.summary,
    source: row.source,
    publishDate: shanghaiDate(row.publishedAt),
  };
}

/** Leads from the contact form and the news of the public site; both listed or written by platform operators. */
export function createSiteService(deps: { repo: SiteRepository; clock: Clock }) {
  const { repo, clock } = deps;

  async function requireOperator(actor: Actor) {
    if (!(await repo.isPlatformOperator(actor.userId))) throw new AppError(403, PLATFORM_OPERATOR_REQUIRED);
  }

  return {
    async addClue(input: z.output<typeof customerClueAddInput>, clientIp: string | null) {
      const row = await repo.insertClue({
        clueCode: newBusinessCode('CC'),
        name: input.name,
        mobile: input.mobile,
        identity: input.identity,
        communityName: input.communityName,
        city: input.city ?? null,
        content: input.content ?? null,
        source: input.source,
        clientIp,
        createdAt: clock.now(),
      });
      return { customerClueId: row.clueCode };
    },

    async listClues(actor: Actor, page: number, size: number, keyword?: string) {
      await requireOperator(actor);
      const { rows, total } = await repo.listClues(page, size, keyword);
      return { list: rows.map(clueDto), total, page, size };
    },

    async addNews(actor: Actor, input: z.output<typeof siteNewsAddInput>) {
      await requireOperator(actor);
      const row = await repo.insertNews({
        newsCode: newBusinessCode('SN'),
        ...input,
        publishedAt: clock.now(),
        createdBy: actor.userId,
      });
      return newsDto(row);
    },

    async listNews(page: number, size: number) {
      const { rows, total } = await repo.listNews(page, size);
      return { list: rows.map(newsDto), total, page, size };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
