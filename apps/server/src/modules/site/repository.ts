import type { CustomerIdentity } from '@gongzhi/domain/site/customer-clue';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformOperators } from '../../db/tables/gov-settings';
import { customerClues, siteNews } from '../../db/tables/site';

export type NewClue = {
  clueCode: string;
  name: string;
  mobile: string;
  identity: CustomerIdentity;
  communityName: string;
  city: string | null;
  content: string | null;
  source: 'CONTACT_PAGE' | 'OTHER';
  clientIp: string | null;
  createdAt: Date;
};

export type NewNews = {
  newsCode: string;
  title: string;
  summary: string;
  source: string;
  publishedAt: Date;
  createdBy: number | null;
};

/** `%text%` with the LIKE wildcards in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The only SQL of the public-site area: leads, news and the platform-operator check. */
export function createSiteRepository(db: Db) {
  return {
    async insertClue(clue: NewClue) {
      const [row] = await db.insert(customerClues).values(clue).returning();
      if (!row) throw new Error('customer clue insert returned nothing');
      return row;
    },

    async listClues(page: number, size: number, keyword?: string) {
      const pattern = keyword ? containsPattern(keyword) : null;
      const where = pattern
        ? or(
            ilike(customerClues.name, pattern),
            ilike(customerClues.mobile, pattern),
            ilike(customerClues.communityName, pattern),
            ilike(customerClues.city, pattern),
          )
        : undefined;
      const rows = await db
        .select()
        .from(customerClues)
        .where(where)
        .orderBy(desc(customerClues.createdAt), desc(customerClues.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(customerClues).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    async isPlatformOperator(userId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: platformOperators.userId })
        .from(platformOperators)
        .where(eq(platformOperators.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    async insertNews(news: NewNews) {
      const [row] = await db.insert(siteNews).values(news).returning();
      if (!row) throw new Error('site news insert returned nothing');
      return row;
    },

    async listNews(page: number, size: number) {
      const rows = await db
        .select()
        .from(siteNews)
        .orderBy(desc(siteNews.publishedAt), desc(siteNews.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(siteNews);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
