import {
  PLATFORM_OPERATOR_MESSAGES,
  type PlatformOperatorDto,
  type platformOperatorAddInput,
  type platformOperatorRemoveInput,
} from '@gongzhi/domain/platform-operator/platform-operator-api';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import { createGovSettingsRepository } from '../gov-settings/repository';
import { createPlatformOperatorRepository, type OperatorRow } from './repository';

/** platformOperator/list, add, remove (ours, docs/contracts/platform-operator.md): operators only. */
export function createPlatformOperatorService(deps: { db: Db }) {
  const repo = createPlatformOperatorRepository(deps.db);
  // Whether the caller is an operator is the government-settings area's record (it also gates
  // certification review); this area manages the list only.
  const operators = createGovSettingsRepository(deps.db);

  async function requireOperator(actor: Actor): Promise<void> {
    if (!(await operators.isOperator(actor.userId)))
      throw new AppError(403, PLATFORM_OPERATOR_MESSAGES.notOperator);
  }

  function toDto(row: OperatorRow, actor: Actor): PlatformOperatorDto {
    return {
      userId: row.userCode,
      name: row.name,
      mobile: row.mobile,
      gmtCreate: row.since.toISOString(),
      isSelf: row.userId === actor.userId,
    };
  }

  return {
    async list(actor: Actor): Promise<PlatformOperatorDto[]> {
      await requireOperator(actor);
      return (await repo.list()).map((row) => toDto(row, actor));
    },

    /** Adds the phone's account (made when missing); a phone already on the list is a 409 that changes nothing. */
    async add(actor: Actor, input: z.output<typeof platformOperatorAddInput>): Promise<PlatformOperatorDto> {
      await requireOperator(actor);
      const result = await repo.addByMobile(input.mobile, input.name, newBusinessCode('U'));
      if (result.alreadyOperator) throw new AppError(409, PLATFORM_OPERATOR_MESSAGES.alreadyOperator);
      return toDto(result.operator, actor);
    },

    /** Removes another operator; never the caller themself nor the last one (409), an unknown phone 404. */
    async remove(
      actor: Actor,
      input: z.output<typeof platformOperatorRemoveInput>,
    ): Promise<{ mobile: string }> {
      await requireOperator(actor);
      const outcome = await repo.removeByMobile(input.mobile, actor.userId);
      if (outcome === 'notOperator') throw new AppError(404, PLATFORM_OPERATOR_MESSAGES.notFound);
      if (outcome === 'self') throw new AppError(409, PLATFORM_OPERATOR_MESSAGES.cannotRemoveSelf);
      if (outcome === 'last') throw new AppError(409, PLATFORM_OPERATOR_MESSAGES.lastOperator);
      return { mobile: input.mobile };
    },
  };
}

export type PlatformOperatorService = ReturnType<typeof createPlatformOperatorService>;
