import { InvalidBallotKind, PaperEntryState } from '@gongzhi/domain/voting/voting-paper-api';
import type { CommunityAccess } from '../community/access-service';
import { houseName } from './house-name';
import type { PaperContext } from './paper-context';
import type { VotingRow } from './repository';

/** Per-building statistics, the live roll for printing and the list of ballots that do not count. */
export function createPaperStatistics(ctx: PaperContext) {
  const { core, repo, paper, frozenVoting, groupHouses } = ctx;

  async function buildingStatisticsOf(voting: VotingRow) {
    if (!voting.rollFrozenAt) return [];
    const [totals, rows, issues] = await Promise.all([
      paper.buildingTotals(voting.id),
      paper.buildingAggregates(voting.id),
      repo.issuesOf(voting.id),
    ]);
    const firstKey = issues[0]?.issueKey;
    const zero = () => ({ area: 0, heads: 0 });
    return totals.map((building) => {
      const mine = rows.filter((row) => row.buildingId === building.buildingId);
      const voted = mine.filter((row) => row.hasBallot && row.issueKey === firstKey);
      const sum = (list: typeof mine, key: 'houses' | 'area') => list.reduce((acc, row) => acc + row[key], 0);
      return {
        buildingCode: building.buildingCode,
        buildingName: building.buildingName,
        houseCount: building.houses,
        totalArea: building.area,
        votedHouseCount: sum(voted, 'houses'),
        votedArea: sum(voted, 'area'),
        onlineHouseCount: sum(
          voted.filter((row) => row.channel === 'ONLINE'),
          'houses',
        ),
        paperHouseCount: sum(
          voted.filter((row) => row.channel === 'PAPER'),
          'houses',
        ),
        issues: issues.map((issue) => {
          const counts = {
            issueKey: issue.issueKey,
            agree: zero(),
            disagree: zero(),
            abstain: zero(),
            followMajority: zero(),
            blank: zero(),
          };
          for (const row of mine) {
            if (row.issueKey !== issue.issueKey || !row.hasBallot) continue;
            const target =
              row.choice === 'AGREE'
                ? counts.agree
                : row.choice === 'DISAGREE'
                  ? counts.disagree
                  : row.choice === 'ABSTAIN'
                    ? counts.abstain
                    : row.choice === 'FOLLOW_MAJORITY'
                      ? counts.followMajority
                      : counts.blank;
            target.area += row.area;
            target.heads += row.houses;
          }
          return counts;
        }),
      };
    });
  }

  return {
    buildingStatistics: async (access: CommunityAccess, votingCode: string) =>
      buildingStatisticsOf(await frozenVoting(access, votingCode)),

    buildingStatisticsOf,

    /** The live roll before the start (for printing), with house labels. */
    async liveVoters(voting: VotingRow) {
      const scope = await core.scopeIdsOf(repo, voting);
      const { roll } = await core.liveRoll(repo, voting.communityId, scope);
      const labels = await paper.houseLabelsByIds(roll.voters.flatMap((voter) => voter.houseIds));
      const voterOfHouse = new Map<number, number>();
      const voters = roll.voters.map((voter, index) => {
        for (const houseId of voter.houseIds) voterOfHouse.set(houseId, -(index + 1));
        return { id: -(index + 1), voterKey: voter.voterKey, ownerUserIds: voter.ownerIds, area: voter.area };
      });
      return {
        voters,
        labels: labels.map((label) => ({ ...label, voterId: voterOfHouse.get(label.houseId) ?? 0 })),
      };
    },

    async invalidVotes(access: CommunityAccess, votingCode: string) {
      const voting = await core.requireVoting(access, votingCode);
      const [replaced, entries] = await Promise.all([
        paper.replacedOf(voting.id),
        paper.entriesNotCounted(voting.id),
      ]);
      const voterIds = [...new Set([...replaced, ...entries].map((row) => row.voterId))];
      const housesOf = groupHouses(await paper.voterHouseLabels(voting.id, voterIds));
      const keyOf = new Map((await paper.votersByIds(voterIds)).map((voter) => [voter.id, voter.voterKey]));
      const houseFields = (voterId: number) => {
        const houses = housesOf.get(voterId) ?? [];
        return { houseCodes: houses.map((house) => house.houseCode), houseNames: houses.map(houseName) };
      };
      const list = [
        ...replaced.map((row) => ({
          kind: 'REPLACED' as const,
          kindName: InvalidBallotKind.label('REPLACED'),
          voterKey: keyOf.get(row.voterId) ?? '',
          ...houseFields(row.voterId),
          channel: row.channel,
          choices: row.choices,
          reason: row.reason,
          castAt: row.castAt.toISOString(),
          invalidatedAt: row.replacedAt.toISOString(),
          chainHash: row.chainHash,
        })),
        ...entries.map((row) => {
          const kind = row.state as Exclude<PaperEntryState, 'COUNTED' | 'REPLACED'>;
          return {
            kind,
            kindName: InvalidBallotKind.label(kind),
            voterKey: keyOf.get(row.voterId) ?? '',
            ...houseFields(row.voterId),
            channel: 'PAPER' as const,
            choices: row.choices,
            reason: row.reason ?? PaperEntryState.label(row.state),
            castAt: row.enteredAt.toISOString(),
            invalidatedAt: row.state === 'PENDING' ? null : row.updatedAt.toISOString(),
            chainHash: row.chainHash,
          };
        }),
      ];
      return list.sort((a, b) => (a.castAt < b.castAt ? -1 : a.castAt > b.castAt ? 1 : 0));
    },
  };
}
