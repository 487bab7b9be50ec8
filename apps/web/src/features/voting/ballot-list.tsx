import { countedBallots, housesOfVoter, type VoteAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { useEnumLabel } from '../../locales/enum-label';
import { useTranslation } from '../../locales/use-translation';
import './result-locale';
import './proxy-locale';
import './proxy-voting.css';
import './ballot-list.css';

/** "1 同意；2 弃权" (issue keys in order; a blank issue says so). */
function useChoicesText() {
  const { t } = useTranslation('votingResult');
  const enumLabel = useEnumLabel();
  return (choices: Record<string, VoteChoice | null>) =>
    Object.keys(choices)
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
      .map((key) => {
        const choice = choices[key];
        return `${key} ${choice && VoteChoice.is(choice) ? enumLabel(VoteChoice, choice) : t('ballotList.blank')}`;
      })
      .join('；');
}

/** Hashes of the BALLOT_CAST entries a proxy cast (their payload names the proxy by `proxyRef`). */
export function proxyBallotHashes(entries: VoteAggregate['entries']): Set<string> {
  return new Set(
    entries
      .filter((entry) => {
        const payload = entry.payload as { proxyRef?: unknown } | null;
        return entry.type === 'BALLOT_CAST' && typeof payload?.proxyRef === 'string';
      })
      .map((entry) => entry.hash),
  );
}

/** The first characters of a voter reference (the whole one in the title). */
const shortRef = (voter: string) => (voter.length > 10 ? `${voter.slice(0, 8)}…` : voter);

/**
 * Every counted ballot of a published aggregate (issue #21 item 5): its chain entry, the voter's
 * pseudonymous reference, the house numbers from the annex where the reader may see them, the channel
 * and the choices. The reader's own ballots (by receipt hash) are marked.
 */
export function BallotList({
  aggregate,
  mine = [],
}: {
  aggregate: Pick<VoteAggregate, 'entries' | 'houseAnnex'>;
  mine?: readonly string[];
}) {
  const { t } = useTranslation('votingResult');
  const choicesText = useChoicesText();
  const ballots = countedBallots(aggregate.entries);
  // A ballot a proxy cast carries `proxyRef` in its chain entry (委托投票, issue #22 item 5).
  const proxied = proxyBallotHashes(aggregate.entries);
  const { t: tp } = useTranslation('votingProxy');
  const annexed = aggregate.houseAnnex !== undefined;
  return (
    <div className="ballot-list" data-testid="ballot-list">
      <p className="ballot-list__hint">{annexed ? t('ballotList.hintHouses') : t('ballotList.hint')}</p>
      <table>
        <thead>
          <tr>
            <th>{t('ballotList.seq')}</th>
            <th>{t('ballotList.voter')}</th>
            {annexed ? <th>{t('ballotList.houses')}</th> : null}
            <th>{t('ballotList.channel')}</th>
            <th>{t('ballotList.choices')}</th>
          </tr>
        </thead>
        <tbody>
          {ballots.map((ballot) => {
            const own = mine.includes(ballot.hash);
            return (
              <tr key={ballot.hash} className={own ? 'ballot-list__mine' : undefined}>
                <td>{ballot.index}</td>
                <td title={ballot.voter} className="ballot-list__ref">
                  {shortRef(ballot.voter)}
                  {own ? <span className="ballot-list__tag">{t('ballotList.mine')}</span> : null}
                </td>
                {annexed ? (
                  <td>{housesOfVoter(aggregate, ballot.voter).join('、') || t('ballotList.noHouses')}</td>
                ) : null}
                <td>
                  {ballot.channel === 'PAPER' ? t('channelPAPER') : t('channelONLINE')}
                  {proxied.has(ballot.hash) ? (
                    <span className="proxy-tag" data-testid="ballot-proxy">
                      {tp('proxyTag')}
                    </span>
                  ) : null}
                </td>
                <td>{choicesText(ballot.choices)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {ballots.length === 0 ? <p className="ballot-list__hint">{t('ballotList.empty')}</p> : null}
    </div>
  );
}

/** The reader's own counted ballot found by its receipt: its choices and (where shown) houses. */
export function MyBallotLine({
  aggregate,
  receipt,
}: {
  aggregate: Pick<VoteAggregate, 'entries' | 'houseAnnex'>;
  receipt: string;
}) {
  const { t } = useTranslation('votingResult');
  const choicesText = useChoicesText();
  const ballot = countedBallots(aggregate.entries).find((item) => item.hash === receipt);
  if (!ballot) return null;
  const houses = housesOfVoter(aggregate, ballot.voter);
  return (
    <p className="ballot-list__own" data-testid="owner-my-ballot">
      {t('ballotList.myChoices', { choices: choicesText(ballot.choices) })}
      {houses.length > 0 ? ` · ${houses.join('、')}` : ''}
    </p>
  );
}

/** Saves the aggregate the page verified as `<votingCode>-aggregate.json` (for `npm run verify-vote`). */
export function saveAggregate(aggregate: VoteAggregate): void {
  const blob = new Blob([JSON.stringify(aggregate)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${aggregate.votingCode}-aggregate.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
