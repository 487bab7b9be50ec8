import type { OwnerReminderDto, ReminderOptOutDto } from '@gongzhi/domain/voting/reminder';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OWNER_QUERY_KEY, ownerRequest } from '../../features/account/owner-session';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { Link } from '../nav';
import { showToast } from '../owner-ui';
import { OwnerSwitch } from '../ui/switch';
import '../../features/owner/locale';
import './owner-reminders.css';

/**
 * The owner's side of reminders (催票提醒, issue #26 item 3): the in-app reminders of votes still to
 * cast on the home page, and the opt-out on 我的. Texts live in the `owner` namespace because the
 * home page is part of the owner entry's first chunk and must not pull the vote pages' texts in.
 */
const remindersQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'voteReminders'],
  queryFn: () => ownerRequest<OwnerReminderDto[]>({ url: '/v1/owner/voteReminders' }),
});

const optOutQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'voteReminderOptOut'],
  queryFn: () => ownerRequest<ReminderOptOutDto>({ url: '/v1/owner/voteReminderOptOut' }),
});

/** Reminders of votes the owner has not cast and that still run; one line per vote, newest first. */
export function pendingReminders(reminders: OwnerReminderDto[], now: number): OwnerReminderDto[] {
  const byVote = new Map<string, OwnerReminderDto>();
  for (const reminder of reminders) {
    if (reminder.voted) continue;
    if (reminder.endDate && Date.parse(reminder.endDate) <= now) continue;
    const seen = byVote.get(reminder.votingCode);
    if (!seen || seen.remindedAt < reminder.remindedAt) byVote.set(reminder.votingCode, reminder);
  }
  return [...byVote.values()].sort((a, b) => b.remindedAt.localeCompare(a.remindedAt));
}

export function OwnerVoteReminders() {
  const { t } = useTranslation('owner');
  const reminders = useQuery(remindersQuery);
  // A home page without its reminders still works: a failed read shows nothing rather than an error.
  const pending = pendingReminders(reminders.data ?? [], Date.now());
  if (pending.length === 0) return null;
  return (
    <section
      className="owner-card owner-reminders"
      aria-label={t('reminders.title')}
      data-testid="owner-reminders"
    >
      <div className="owner-card__head">{t('reminders.title')}</div>
      <ul className="owner-reminders__list">
        {pending.map((reminder) => (
          <li key={reminder.votingCode}>
            <Link
              className="owner-reminders__item"
              to={`/owner/votes/${encodeURIComponent(reminder.votingCode)}`}
            >
              <span className="owner-reminders__title">{t('reminders.item', { title: reminder.title })}</span>
              <span className="owner-reminders__meta">
                {reminder.endDate
                  ? t('reminders.meta', {
                      community: reminder.communityName,
                      end: formatDateTime(reminder.endDate),
                    })
                  : t('reminders.metaNoEnd', { community: reminder.communityName })}
              </span>
              <span className="owner-reminders__action">{t('reminders.action')} ›</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 接收催票提醒 in 我的's 提醒设置 (owner/reminder-settings.tsx): "on" unless the owner opted out. */
export function ReminderOptOutSwitch() {
  const { t } = useTranslation('owner');
  const client = useQueryClient();
  const optOut = useQuery(optOutQuery);
  const save = useMutation({
    mutationFn: (optedOut: boolean) =>
      ownerRequest<ReminderOptOutDto>({
        url: '/v1/owner/voteReminderOptOut',
        method: 'POST',
        data: { optedOut },
      }),
    onSuccess: (answer) => {
      client.setQueryData(optOutQuery.queryKey, answer);
      showToast(t('profile.remindersSaved'), 'success');
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  if (!optOut.data) return null;
  return (
    <OwnerSwitch
      label={t('profile.reminders')}
      hint={t('profile.remindersHint')}
      checked={!(save.isPending && save.variables !== undefined ? save.variables : optOut.data.optedOut)}
      onChange={(on) => save.mutate(!on)}
      testId="reminder-opt-in-switch"
    />
  );
}
