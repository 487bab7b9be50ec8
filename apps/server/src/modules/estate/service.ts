import { formatMessage } from '@gongzhi/domain/common/messages';
import { isEstateHidden } from '@gongzhi/domain/community/community-flags';
import {
  mayPerformWorkOrderAction,
  WorkOrderAction,
  type WorkOrderDto,
  WorkOrderState,
  type workOrderAssignInput,
  type workOrderCloseInput,
  type workOrderCreateInput,
  type workOrderListInput,
  workOrderMessages,
} from '@gongzhi/domain/estate/work-order';
import { isWorkgroupMember, maskMobile } from '@gongzhi/domain/workgroup/member-rules';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { createEstateRepository, type WorkOrderRow } from './repository';

type Deps = { db: Db; clock: Clock };

/** Community-service work orders (issue 7 part 7, ours; docs/contracts/workgroup.md). */
export function createEstateService(deps: Deps) {
  const repo = createEstateRepository(deps.db);

  function assertOpen(community: Parameters<typeof isEstateHidden>[0]): void {
    if (isEstateHidden(community)) throw new AppError(403, workOrderMessages.notOpen);
  }

  async function dtos(rows: readonly WorkOrderRow[], maskOwner: boolean): Promise<WorkOrderDto[]> {
    const people = await repo.usersByIds([
      ...new Set(
        rows.flatMap((row) => [row.ownerUserId, ...(row.assigneeUserId ? [row.assigneeUserId] : [])]),
      ),
    ]);
    const files = await repo.attachmentsByCodes([...new Set(rows.flatMap((row) => row.photoIds))]);
    return rows.map((row) => {
      const owner = people.find((person) => person.id === row.ownerUserId);
      const assignee = people.find((person) => person.id === row.assigneeUserId);
      return {
        workOrderId: row.workOrderCode,
        workOrderType: row.workOrderType,
        content: row.content,
        location: row.location,
        state: row.state,
        ownerName: owner?.ownerName ?? null,
        mobile: owner ? (maskOwner ? maskMobile(owner.mobile) : owner.mobile) : '',
        photos: row.photoIds.flatMap((code) => {
          const file = files.find((item) => item.attachmentId === code);
          return file
            ? [
                {
                  attachmentId: file.attachmentId,
                  sourceName: file.sourceName,
                  contentType: file.contentType,
                  size: file.size,
                },
              ]
            : [];
        }),
        assigneeUserId: assignee?.userCode ?? null,
        assigneeName: assignee?.ownerName ?? null,
        reply: row.reply,
        gmtCreate: row.createdAt.toISOString(),
        gmtClose: row.closedAt?.toISOString() ?? null,
      };
    });
  }

  async function requireOrder(access: CommunityAccess, code: string): Promise<WorkOrderRow> {
    const row = await repo.findByCode(code);
    if (!row || row.communityId !== access.community.id) throw new AppError(404, workOrderMessages.notFound);
    return row;
  }

  function assertAllowed(row: WorkOrderRow, action: WorkOrderAction): void {
    if (!mayPerformWorkOrderAction(row.state, action))
      throw new AppError(
        409,
        formatMessage(
          workOrderMessages.wrongState,
          `“${WorkOrderState.label(row.state)}”`,
          WorkOrderAction.label(action),
        ),
      );
  }

  return {
    /** An owner files a request from the owner H5. */
    async create(actor: Actor, input: z.infer<typeof workOrderCreateInput>): Promise<WorkOrderDto> {
      const community = await repo.findCommunity(input.communityInfoCode);
      if (!community) throw new AppError(404, workOrderMessages.notFound);
      if (!(await repo.livesIn(actor.userId, community.id)))
        throw new AppError(403, workOrderMessages.notOwner);
      assertOpen(community);
      const codes = [...new Set(input.photoIds)];
      const files = (await repo.attachmentsByCodes(codes)).filter(
        (file) => file.status === 'READY' && file.uploaderUserId === actor.userId,
      );
      if (files.length !== codes.length) throw new AppError(400, workOrderMessages.photoUnusable);
      await repo.attachToCommunity(
        files.map((file) => file.id),
        community.id,
      );
      const row = await repo.insert({
        workOrderCode: newBusinessCode('W'),
        communityId: community.id,
        ownerUserId: actor.userId,
        workOrderType: input.workOrderType,
        content: input.content,
        location: input.location,
        photoIds: codes,
        createdAt: deps.clock.now(),
      });
      const [dto] = await dtos([row], false);
      if (!dto) throw new Error('work order dto missing');
      return dto;
    },

    async ownerList(actor: Actor) {
      const { rows } = await repo.list({ ownerUserId: actor.userId }, 1, 100);
      return dtos(rows, false);
    },

    async list(access: CommunityAccess, input: z.infer<typeof workOrderListInput>) {
      assertOpen(access.community);
      const { total, rows } = await repo.list(
        { communityId: access.community.id, state: input.state },
        input.page,
        input.size,
      );
      return { list: await dtos(rows, true), total, page: input.page, size: input.size };
    },

    async assign(
      access: CommunityAccess,
      input: z.infer<typeof workOrderAssignInput>,
    ): Promise<WorkOrderDto> {
      assertOpen(access.community);
      const row = await requireOrder(access, input.workOrderId);
      assertAllowed(row, 'ASSIGN');
      const assignee = await repo.memberByCode(access.community.id, input.assigneeUserId);
      if (!assignee || !isWorkgroupMember(assignee.roles))
        throw new AppError(400, workOrderMessages.assigneeNotMember);
      const updated = await repo.update(row.id, { assigneeUserId: assignee.id, state: 'PROCESSING' });
      const [dto] = await dtos([updated], true);
      if (!dto) throw new Error('work order dto missing');
      return dto;
    },

    async close(access: CommunityAccess, input: z.infer<typeof workOrderCloseInput>): Promise<WorkOrderDto> {
      assertOpen(access.community);
      const row = await requireOrder(access, input.workOrderId);
      assertAllowed(row, 'CLOSE');
      const updated = await repo.update(row.id, {
        state: 'CLOSED',
        reply: input.reply,
        closedAt: deps.clock.now(),
      });
      const [dto] = await dtos([updated], true);
      if (!dto) throw new Error('work order dto missing');
      return dto;
    },
  };
}

export type EstateService = ReturnType<typeof createEstateService>;
