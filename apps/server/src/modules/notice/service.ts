import { maySeeDrafts } from '@gongzhi/domain/account/draft-visibility';
import type {
  NoticeDto,
  NoticeListItemDto,
  NoticeReadListDto,
  NoticeTemplateDto,
  NoticeTemplateItemDto,
  noticeCreateInput,
  noticeDraftInput,
  noticeListInput,
  noticeReadListInput,
  OwnerNoticeDto,
  OwnerNoticeItemDto,
} from '@gongzhi/domain/notice/notice-api';
import { NoticeType } from '@gongzhi/domain/notice/notice-enums';
import { readShare } from '@gongzhi/domain/notice/notice-rules';
import { maskMobile } from '@gongzhi/domain/workgroup/member-rules';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { sanitizeRichText } from '../../common/rich-text';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { publishAttachments } from '../file/publish';
import { attachmentsOf, requireAttachments } from './attachments';
import { NOTICE_MESSAGES } from './notice-messages';
import { NOTICE_TEMPLATES } from './notice-templates';
import { createNoticeRepository, type NoticeRepository, type NoticeRow } from './repository';

type Deps = { db: Db; clock: Clock };
type CreateInput = z.infer<typeof noticeCreateInput>;
type DraftInput = z.infer<typeof noticeDraftInput>;

function listItem(
  row: NoticeRow,
  extra: { creatorName: string | null; readCount: number; ownerCount: number },
) {
  return {
    communityNoticeCode: row.communityNoticeCode,
    title: row.title,
    noticeType: row.noticeType,
    noticeTypeName: NoticeType.label(row.noticeType),
    isDraft: row.isDraft,
    releaseDate: row.releaseDate?.toISOString() ?? null,
    publicityDate: row.publicityDate,
    creatorName: extra.creatorName,
    readCount: extra.readCount,
    ownerCount: extra.ownerCount,
    gmtModified: row.updatedAt.toISOString(),
  } satisfies NoticeListItemDto;
}

function supplementOf(row: NoticeRow) {
  return row.financeAccountType
    ? { financeAccountType: row.financeAccountType, otherTypeName: row.otherTypeName }
    : null;
}

export function createNoticeService(deps: Deps) {
  const { db, clock } = deps;
  const repo = createNoticeRepository(db);
  const inTransaction = <T>(work: (tx: Db, txRepo: NoticeRepository) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db, createNoticeRepository(tx as unknown as Db)));

  /** The community's notice; a draft only for NOTICE_MANAGEMENT (issue #28: else 404 as a missing one). */
  async function requireNotice(access: CommunityAccess, code: string): Promise<NoticeRow> {
    const row = await repo.findByCode(code);
    if (
      !row ||
      row.communityId !== access.community.id ||
      (row.isDraft === 'YES' && !maySeeDrafts(access.permissions, 'NOTICE'))
    )
      throw new AppError(404, NOTICE_MESSAGES.noticeNotFound);
    return row;
  }

  async function detail(row: NoticeRow): Promise<NoticeDto> {
    const [creatorName, readCount, ownerCount, materialAttachments, community] = await Promise.all([
      repo.creatorName(row.createdBy),
      repo.readCount(row.id),
      repo.ownerCount(row.communityId),
      attachmentsOf(db, row.material),
      repo.community(row.communityId),
    ]);
    return {
      ...listItem(row, { creatorName, readCount, ownerCount }),
      content: row.content,
      material: row.material,
      materialAttachments,
      supplementFinance: supplementOf(row),
      communityName: community.communityName,
    };
  }

  /** create and createDraft: a new notice, or the saved draft named by communityNoticeCode. */
  async function save(
    access: CommunityAccess,
    userId: number,
    input: CreateInput | DraftInput,
    publish: boolean,
  ) {
    const existing = input.communityNoticeCode
      ? await requireNotice(access, input.communityNoticeCode)
      : null;
    if (existing && existing.isDraft !== 'YES') throw new AppError(409, NOTICE_MESSAGES.notDraft);
    await requireAttachments(db, input.material, access.community.id, userId);
    const content = sanitizeRichText(input.content);
    const now = clock.now();
    const values = {
      title: input.title,
      noticeType: input.noticeType,
      content,
      material: input.material,
      publicityDate: input.publicityDate,
      financeAccountType: input.supplementFinance?.financeAccountType ?? null,
      otherTypeName:
        input.supplementFinance?.financeAccountType === 'OTHER'
          ? input.supplementFinance.otherTypeName
          : null,
      isDraft: publish ? ('NO' as const) : ('YES' as const),
      releaseDate: publish ? now : null,
      updatedAt: now,
    };
    const row = await inTransaction(async (tx, txRepo) => {
      if (publish) await publishAttachments(tx, input.material);
      return existing
        ? txRepo.update(existing.id, values)
        : txRepo.insert({
            ...values,
            communityNoticeCode: newBusinessCode('N'),
            communityId: access.community.id,
            createdBy: userId,
            createdAt: now,
          });
    });
    return detail(row);
  }

  return {
    async list(access: CommunityAccess, input: z.infer<typeof noticeListInput>) {
      const [{ total, rows }, ownerCount] = await Promise.all([
        // View-only callers list published notices only (issue #28).
        repo.list(access.community.id, input, !maySeeDrafts(access.permissions, 'NOTICE')),
        repo.ownerCount(access.community.id),
      ]);
      return {
        list: rows.map((item) =>
          listItem(item.notice, { creatorName: item.creatorName, readCount: item.readCount, ownerCount }),
        ),
        total,
        page: input.page,
        size: input.size,
      };
    },

    async info(access: CommunityAccess, code: string) {
      return detail(await requireNotice(access, code));
    },

    create: (access: CommunityAccess, userId: number, input: CreateInput) =>
      save(access, userId, input, true),
    createDraft: (access: CommunityAccess, userId: number, input: DraftInput) =>
      save(access, userId, input, false),

    async remove(access: CommunityAccess, code: string): Promise<null> {
      const row = await requireNotice(access, code);
      await repo.remove(row.id);
      return null;
    },

    async readList(
      access: CommunityAccess,
      input: z.infer<typeof noticeReadListInput>,
    ): Promise<NoticeReadListDto> {
      const notice = await requireNotice(access, input.communityNoticeCode);
      const [{ total, rows }, readCount, ownerCount] = await Promise.all([
        repo.readers(notice.id, access.community.id, input),
        repo.readCount(notice.id),
        repo.ownerCount(access.community.id),
      ]);
      return {
        list: rows.map((row) => ({
          userId: row.userCode,
          ownerName: row.ownerName,
          mobile: maskMobile(row.mobile),
          houses: row.houses,
          readTime: new Date(row.readAt).toISOString(),
        })),
        total,
        page: input.page,
        size: input.size,
        readCount,
        ownerCount,
        readRate: readShare(readCount, ownerCount),
      };
    },

    templateList(noticeType?: NoticeType): NoticeTemplateItemDto[] {
      return NOTICE_TEMPLATES.filter((template) => !noticeType || template.noticeType === noticeType).map(
        ({ templateId, templateName, noticeType: type }) => ({ templateId, templateName, noticeType: type }),
      );
    },

    templateInfo(templateId: string): NoticeTemplateDto {
      const template = NOTICE_TEMPLATES.find((item) => item.templateId === templateId);
      if (!template) throw new AppError(404, NOTICE_MESSAGES.templateNotFound);
      return { ...template, content: sanitizeRichText(template.content) };
    },

    // ── owner H5 ──
    async ownerNotices(userId: number): Promise<OwnerNoticeItemDto[]> {
      const rows = await repo.forOwner(userId);
      return rows.map(({ notice, communityInfoCode, communityName, readAt }) => ({
        communityNoticeCode: notice.communityNoticeCode,
        communityInfoCode,
        communityName,
        title: notice.title,
        noticeType: notice.noticeType,
        noticeTypeName: NoticeType.label(notice.noticeType),
        releaseDate: (notice.releaseDate ?? notice.updatedAt).toISOString(),
        publicityDate: notice.publicityDate,
        hasRead: readAt ? 'YES' : 'NO',
      }));
    },

    /** Reading a notice records the owner's read receipt the first time. */
    async ownerNoticeInfo(userId: number, code: string): Promise<OwnerNoticeDto> {
      const found = await repo.openAsOwner(code, userId, clock.now());
      if (!found || found.notice.isDraft === 'YES' || !found.readAt)
        throw new AppError(404, NOTICE_MESSAGES.noticeNotFound);
      const { notice, readAt, ...community } = found;
      const materialAttachments = await attachmentsOf(db, notice.material);
      return {
        communityNoticeCode: notice.communityNoticeCode,
        ...community,
        title: notice.title,
        noticeType: notice.noticeType,
        noticeTypeName: NoticeType.label(notice.noticeType),
        releaseDate: (notice.releaseDate ?? notice.updatedAt).toISOString(),
        publicityDate: notice.publicityDate,
        hasRead: 'YES',
        content: notice.content,
        materialAttachments,
        supplementFinance: supplementOf(notice),
        readTime: new Date(readAt).toISOString(),
      };
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
