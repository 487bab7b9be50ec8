import type { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import {
  mayPerformQuestionnaireAction,
  type QuestionnaireAction,
} from '@gongzhi/domain/questionnaire/questionnaire-status';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWorkbench } from '../../shell/workbench-context';
import { useConfirmAction } from '../../ui/actions/confirm-action';
import './locale';

/** The commands a questionnaire and a quick resolution share (their APIs' `…Command`). */
export type SolicitationCommand = 'withdrawal' | 'deleteDraft' | 'delete' | 'copyToDraft';

/** The page's mutations (useQuestionnaireActions, useQuickVoteActions), keyed by the item's id. */
type SolicitationMutations = {
  command: { mutate: (input: { command: SolicitationCommand; id: string }) => void };
  delay: { mutateAsync: (input: { id: string; endDate: string }) => Promise<unknown> };
};

type SolicitationActionsProps = {
  item: { title: string; state: QuestionnaireDisplayState; endDate?: string | null };
  /** intentionSolicitationId or issueQuickId. */
  id: string;
  /** The pages' path below the workbench root: `consultation` or `quickVote`. */
  section: string;
  canManage: boolean;
  actions: SolicitationMutations;
  /** In a list row: small link buttons, led by 详情. */
  compact?: boolean;
  /** A label over the 延期 date picker (the questionnaire's); the quick resolution has none. */
  delayLabel?: string;
};

/**
 * The action bar of a questionnaire or a quick resolution in the workbench, in its list row and on
 * its detail card: 编辑, 延期, 撤回, 复制为草稿, 删除 as the state allows (quick resolutions follow the
 * questionnaire's rules, domain quick-vote-status), each confirmed where it cannot be undone.
 */
export function SolicitationActions({
  item,
  id,
  section,
  canManage,
  actions,
  compact,
  delayLabel,
}: SolicitationActionsProps) {
  const { t } = useTranslation('questionnaire');
  const { modal } = App.useApp();
  const { linkTo } = useWorkbench();
  const navigate = useNavigate();
  // The command's confirm closes at once (mutate); the delay's dialog waits for the save.
  const run = (command: SolicitationCommand) => actions.command.mutate({ command, id });
  const openDelay = () => {
    let value: Dayjs | null = item.endDate ? dayjs(item.endDate).add(1, 'day') : dayjs().add(1, 'day');
    const picker = (
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY/MM/DD HH:mm"
        defaultValue={value}
        onChange={(next) => {
          value = next;
        }}
      />
    );
    modal.confirm({
      title: t('actions.delayTitle'),
      icon: null,
      content: delayLabel ? (
        <Form layout="vertical">
          <Form.Item label={delayLabel}>{picker}</Form.Item>
        </Form>
      ) : (
        picker
      ),
      onOk: () => (value ? actions.delay.mutateAsync({ id, endDate: value.toISOString() }) : undefined),
    });
  };

  return (
    <SolicitationActionBar
      item={item}
      canManage={canManage}
      compact={compact}
      leading={
        compact ? (
          <Button type="link" size="small" onClick={() => void navigate(linkTo(`${section}/${id}`))}>
            {t('actions.detail')}
          </Button>
        ) : null
      }
      withdrawConfirm={t('actions.withdrawConfirm')}
      onEdit={() => void navigate(linkTo(`${section}/create?id=${id}`))}
      onDelay={openDelay}
      onWithdraw={() => run('withdrawal')}
      onCopyToDraft={() => run('copyToDraft')}
      onDelete={run}
    />
  );
}

type SolicitationActionBarProps = {
  item: { title: string; state: QuestionnaireDisplayState };
  canManage: boolean;
  compact?: boolean;
  /** Before the buttons (the list row's 详情). */
  leading?: ReactNode;
  /** After the buttons (the government questionnaire's delay dialog). */
  children?: ReactNode;
  /** The 撤回 confirmation: each kind of questionnaire says what happens to its answers. */
  withdrawConfirm: string;
  /** A command under way, shown on 撤回 and 删除 (the government bar). */
  busy?: boolean;
  /** 编辑; without it there is no 编辑 button (the government pages link to their editor themselves). */
  onEdit?: () => void;
  onDelay: () => void;
  /** Runs once 撤回 is confirmed. */
  onWithdraw: () => void;
  /** 复制为草稿; without it there is no such button (government questionnaires cannot be copied). */
  onCopyToDraft?: () => void;
  /** Runs once 删除 is confirmed: `deleteDraft` for a draft, else `delete`. */
  onDelete: (command: 'deleteDraft' | 'delete') => void;
};

/**
 * The buttons of a questionnaire's action bar — 编辑, 延期, 撤回, 复制为草稿, 删除 (删除草稿) — as the
 * questionnaire's state rules allow (`mayPerformQuestionnaireAction`, the same the server enforces),
 * with 撤回 and 删除 confirmed first. SolicitationActions (questionnaires, quick resolutions) and the
 * government questionnaire's bar differ only in what the buttons do.
 */
export function SolicitationActionBar({
  item,
  canManage,
  compact,
  leading,
  children,
  withdrawConfirm,
  busy,
  onEdit,
  onDelay,
  onWithdraw,
  onCopyToDraft,
  onDelete,
}: SolicitationActionBarProps) {
  const { t } = useTranslation('questionnaire');
  const confirm = useConfirmAction();
  const may = (action: QuestionnaireAction) => canManage && mayPerformQuestionnaireAction(item.state, action);
  const type = compact ? 'link' : 'default';
  const size = compact ? 'small' : 'middle';
  const isDraft = item.state === 'DRAFT';

  return (
    <Space wrap size={compact ? 0 : 8}>
      {leading}
      {onEdit && may('SAVE_DRAFT') ? (
        <Button type={type} size={size} onClick={onEdit}>
          {t('actions.edit')}
        </Button>
      ) : null}
      {may('DELAY') ? (
        <Button type={type} size={size} onClick={onDelay}>
          {t('actions.delay')}
        </Button>
      ) : null}
      {may('WITHDRAW') ? (
        <Button
          type={type}
          size={size}
          loading={busy}
          onClick={() =>
            confirm('withdraw', {
              title: withdrawConfirm,
              okText: t('actions.withdrawal'),
              onOk: onWithdraw,
            })
          }
        >
          {t('actions.withdrawal')}
        </Button>
      ) : null}
      {onCopyToDraft && may('COPY_TO_DRAFT') ? (
        <Button type={type} size={size} onClick={onCopyToDraft}>
          {t('actions.copyToDraft')}
        </Button>
      ) : null}
      {may('DELETE_DRAFT') || may('DELETE') ? (
        <Button
          type={type}
          size={size}
          danger
          loading={busy}
          onClick={() =>
            confirm('delete', {
              title: t('actions.deleteConfirm', { title: item.title }),
              onOk: () => onDelete(isDraft ? 'deleteDraft' : 'delete'),
            })
          }
        >
          {isDraft ? t('actions.deleteDraft') : t('actions.delete')}
        </Button>
      ) : null}
      {children}
    </Space>
  );
}
