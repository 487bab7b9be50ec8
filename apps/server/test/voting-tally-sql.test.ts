import { legalRules } from '@gongzhi/domain/voting/issue-types';
import { type TallyBallot, tally } from '@gongzhi/domain/voting/tally';
import type { VoterRoll } from '@gongzhi/domain/voting/voter-roll';
import { NonResponsePolicy, type VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { votingBallots } from '../src/db/schema';
import { createVotingRepository } from '../src/modules/voting/repository';
import { createVotingService } from '../src/modules/voting/service';
import { fakeClock } from './support/test-app';
import { createTestDb, type TestDb } from './support/test-db';

let testDb: TestDb;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.handle.db;
}, 60_000);

afterAll(async () => {
  await testDb?.drop();
});

const choice = fc.constantFrom<VoteChoice | null>('AGREE', 'DISAGREE', 'ABSTAIN', 'FOLLOW_MAJORITY', null);
// Small areas make exact 1/2, 2/3 and 3/4 boundaries frequent; large ones test big sums.
const area = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 10_000_000 }));
const scenario = fc.record({
  issueTypes: fc.array(fc.constantFrom('ELECT_COMMITTEE', 'RAISE_MAINTENANCE_FUND', 'OTHER'), {
    minLength: 1,
    maxLength: 3,
  }),
  voters: fc.array(
    fc.record({
      area,
      houses: fc.integer({ min: 1, max: 3 }),
      ballot: fc.option(fc.array(choice, { minLength: 3, maxLength: 3 }), { freq: 3 }),
    }),
    { maxLength: 300 },
  ),
  nonResponsePolicy: fc.constantFrom(...NonResponsePolicy.values),
  blankCountsAsParticipation: fc.boolean(),
  countingRule: fc.boolean(),
});

let run = 0;

describe('SQL statistics agree with the pure tally', () => {
  it('on random rosters with ballots', async () => {
    const repo = createVotingRepository(db);
    const service = createVotingService({ db, clock: fakeClock() });
    await fc.assert(
      fc.asyncProperty(scenario, async (input) => {
        run += 1;
        const now = new Date();
        const settings = {
          nonResponsePolicy: input.nonResponsePolicy,
          followMajorityOffered: true,
          blankCountsAsParticipation: input.blankCountsAsParticipation,
          proxyVoting: false,
        };
        const voting = await repo.insert({
          votingCode: `PROP${run}-${Math.random().toString(36).slice(2)}`,
          communityId: 1,
          title: 'property',
          votingState: 'PROCESSING',
          startDate: now,
          endDate: new Date(now.getTime() + 3_600_000),
          settings,
          rollFrozenAt: now,
          createdAt: now,
          updatedAt: now,
        });
        const issues = input.issueTypes.map((issueType, index) => {
          const rules = legalRules(issueType);
          return {
            issueKey: String(index + 1),
            sort: index + 1,
            title: `issue ${index + 1}`,
            issueType,
            effectRuleParam: rules.effectRuleParam,
            votingRuleParam: rules.votingRuleParam,
            countingRuleParam: input.countingRule ? (['1/2', '1/2', 'GREATER_THAN'] as const) : null,
            choices: ['AGREE', 'DISAGREE', 'ABSTAIN', 'FOLLOW_MAJORITY'] as VoteChoice[],
          };
        });
        await repo.replaceIssues(
          voting.id,
          issues.map((issue) => ({
            ...issue,
            countingRuleParam: issue.countingRuleParam ? [...issue.countingRuleParam] : null,
          })),
        );
        let houseId = 0;
        const voters = input.voters.map((voter, index) => {
          // Split the voter's area over its houses; the roll sums them back.
          const parts = Array.from({ length: voter.houses }, (_, part) =>
            part === 0
              ? voter.area - Math.floor(voter.area / voter.houses) * (voter.houses - 1)
              : Math.floor(voter.area / voter.houses),
          );
          return {
            voterKey: `v${index}`,
            ownerUserIds: [],
            area: voter.area,
            houses: parts.map((houseArea) => {
              houseId += 1;
              return { houseId, houseCode: `H${houseId}`, buildingId: 1, area: houseArea };
            }),
          };
        });
        await repo.insertRoll(voting.id, voters);
        const rows = await repo.votersOf(voting.id);
        const idOf = new Map(rows.map((row) => [row.voterKey, row.id]));
        const ballots: TallyBallot[] = input.voters.flatMap((voter, index) => {
          if (!voter.ballot) return [];
          const choices = Object.fromEntries(
            issues.map((issue, i) => [issue.issueKey, voter.ballot?.[i] ?? null]),
          );
          return [{ voterKey: `v${index}`, choices }];
        });
        if (ballots.length > 0) {
          await db.insert(votingBallots).values(
            ballots.map((ballot) => ({
              votingId: voting.id,
              voterId: idOf.get(ballot.voterKey) ?? 0,
              channel: 'ONLINE' as const,
              choices: ballot.choices as Record<string, VoteChoice | null>,
              chainHash: 'x',
              createdAt: now,
            })),
          );
        }
        const roll: VoterRoll = {
          voters: voters.map((voter) => ({
            voterKey: voter.voterKey,
            ownerIds: [],
            houseIds: voter.houses.map((house) => house.houseId),
            area: voter.area,
            heads: 1,
          })),
          totalArea: voters.reduce((sum, voter) => sum + voter.area, 0),
          totalHeads: voters.length,
        };
        const expected = tally(
          roll,
          ballots,
          settings,
          issues.map((issue) => ({
            issueKey: issue.issueKey,
            rules: {
              effectRuleParam: issue.effectRuleParam,
              votingRuleParam: issue.votingRuleParam,
              countingRuleParam: issue.countingRuleParam ? [...issue.countingRuleParam] : null,
            },
          })),
        );
        expect(await service.statisticsById(voting.id)).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
