import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { requiredTextSchema, textLength } from '../common/text-rules';

/** A news item of the public site's /information page, published by platform operators (ours). */
export const siteNewsDto = z.object({
  newsId: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  publishDate: z.string(),
});
export type SiteNewsDto = z.infer<typeof siteNewsDto>;

export const SITE_NEWS_SUMMARY_MAX = 300;

export const siteNewsAddInput = z.object({
  title: requiredTextSchema('标题', 60),
  summary: z
    .string({ error: '请填写摘要' })
    .trim()
    .min(1, '请填写摘要')
    .refine((value) => textLength(value) <= SITE_NEWS_SUMMARY_MAX, `摘要最多${SITE_NEWS_SUMMARY_MAX}个字`),
  source: requiredTextSchema('来源', 30),
});

export const siteNewsListInput = z.object({
  ...pagingFields(50, 10),
});
