import { mayPerformVotingAction } from '@gongzhi/domain/voting/voting-lifecycle';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { useConfirmAction, useMissingBeforePublish } from '../../ui/actions/confirm-action';
import { fromVotingInfo, toCreatePayload } from './vote-form-logic';
import { publishProblems } from './vote-publish-check';
import { createVoting, deleteDraft, type VotingInfo, votingKey } from './voting-api';
import './locale';

/**
 * The actions of a draft on its detail page (issue #24): 编辑 opens the create form on the draft,
 * 删除 removes it (deleteDraft), 发布 publishes it as saved — the same calls as the form's 发布
 * (createSimplify, then deleteDraft of the draft it came from). An incomplete draft is not sent:
 * vote-publish-check.ts checks it with the domain's rules and the dialog lists what is missing.
 */
export function DraftActions({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
  const { t } = useTranslation('voting');
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const showMissing = useMissingBeforePublish();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { linkTo } = useWorkbench();
  const [busy, setBusy] = useState(false);
  const ref = { communityInfoCode, votingCode: vote.votingCode };
  const refresh = () => client.invalidateQueries({ queryKey: votingKey(communityInfoCode) });
  const edit = () => void navigate(linkTo(`vote/create?votingCode=${encodeURIComponent(vote.votingCode)}`));

  const remove = async () => {
    try {
      await deleteDraft(ref);
      void message.success(t('actions.deleted'));
      await refresh();
      void navigate(linkTo('vote'), { replace: true });
    } catch (error) {
      void message.error(failureMessage(error));
    }
  };

  const publish = async () => {
    setBusy(true);
    try {
      const created = await createVoting(toCreatePayload(fromVotingInfo(vote), communityInfoCode));
      await deleteDraft(ref).catch(() => undefined);
      await refresh();
      void message.success(t('form.published'));
      void navigate(linkTo(`voteDetail/${encodeURIComponent(created.votingCode)}`), { replace: true });
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmPublish = () => {
    const problems = publishProblems(vote, communityInfoCode);
    if (problems.length > 0) {
      const missing = problems.map((problem) => {
        const field = t(problem.field, { n: problem.n });
        const reason = problem.reasonKey ? t(problem.reasonKey) : problem.message;
        return reason ? `${field}：${reason}` : field;
      });
      showMissing(missing, edit);
      return;
    }
    confirm('publish', {
      title: t('form.publishConfirmTitle'),
      content: t('form.publishConfirm'),
      okText: t('form.publish'),
      onOk: publish,
    });
  };

  return (
    <>
      <Button onClick={edit}>{t('actions.edit')}</Button>
      {mayPerformVotingAction(vote.votingState, 'DELETE_DRAFT') ? (
        <Button
          danger
          onClick={() =>
            confirm('delete', { title: t('actions.deleteConfirm', { title: vote.title }), onOk: remove })
          }
        >
          {t('actions.delete')}
        </Button>
      ) : null}
      {mayPerformVotingAction(vote.votingState, 'CREATE') ? (
        <Button type="primary" loading={busy} onClick={confirmPublish}>
          {t('form.publish')}
        </Button>
      ) : null}
    </>
  );
}
