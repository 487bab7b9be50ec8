import type { GovSolicitationCommand } from '@gongzhi/domain/gov-solicitation/gov-solicitation-api';
import {
  mayPerformQuestionnaireAction,
  type QuestionnaireAction,
  questionnaireDelayProblem,
} from '@gongzhi/domain/questionnaire/questionnaire-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import {
  delayGovConsultation,
  type GovSolicitationItem,
  govConsultationCommand,
  govConsultationKey,
} from './gov-solicitation-api';
import './locale';
import { useConfirmAction } from '../../ui/actions/confirm-action';

type Item = Pick<GovSolicitationItem, 'intentionSolicitationId' | 'title' | 'state' | 'endDate'>;

/**
 * 撤回 / 延期 / 删除 (删除草稿) of a government questionnaire. Which buttons show is the questionnaire
 * area's state rule (`mayPerformQuestionnaireAction`), the same the server enforces; the delay dialog
 * checks the new end with the domain's `questionnaireDelayProblem` before sending it.
 */
export function GovConsultationActions({
  item,
  compact,
  afterDelete,
}: {
  item: Item;
  compact?: boolean;
  /** Where to go once the questionnaire is gone (the detail page leaves for the list). */
  afterDelete?: () => void;
}) {
  const { t } = useTranslation('govConsultation');
  const { t: tq } = useTranslation('questionnaire');
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const [delaying, setDelaying] = useState(false);
  const may = (action: QuestionnaireAction) => mayPerformQuestionnaireAction(item.state, action);
  const refresh = () => client.invalidateQueries({ queryKey: govConsultationKey });
  const command = useMutation({
    mutationFn: (name: GovSolicitationCommand) => govConsultationCommand(name, item.intentionSolicitationId),
    onSuccess: async (_, name) => {
      void message.success(tq('actions.done'));
      if (name !== 'withdrawal') afterDelete?.();
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const type = compact ? 'link' : 'default';
  const size = compact ? 'small' : 'middle';
  const isDraft = item.state === 'DRAFT';

  return (
    <Space wrap size={compact ? 0 : 8}>
      {may('DELAY') ? (
        <Button type={type} size={size} onClick={() => setDelaying(true)}>
          {tq('actions.delay')}
        </Button>
      ) : null}
      {may('WITHDRAW') ? (
        <Button
          type={type}
          size={size}
          loading={command.isPending}
          onClick={() =>
            confirm('withdraw', {
              title: t('actions.withdrawConfirm'),
              okText: tq('actions.withdrawal'),
              onOk: () => command.mutate('withdrawal'),
            })
          }
        >
          {tq('actions.withdrawal')}
        </Button>
      ) : null}
      {may('DELETE') || may('DELETE_DRAFT') ? (
        <Button
          type={type}
          size={size}
          danger
          loading={command.isPending}
          onClick={() =>
            confirm('delete', {
              title: tq('actions.deleteConfirm', { title: item.title }),
              onOk: () => command.mutate(isDraft ? 'deleteDraft' : 'delete'),
            })
          }
        >
          {isDraft ? tq('actions.deleteDraft') : tq('actions.delete')}
        </Button>
      ) : null}
      {delaying ? (
        <DelayDialog
          item={item}
          onClose={() => setDelaying(false)}
          onDone={async () => {
            setDelaying(false);
            void message.success(tq('actions.done'));
            await refresh();
          }}
        />
      ) : null}
    </Space>
  );
}

function DelayDialog({
  item,
  onClose,
  onDone,
}: {
  item: Item;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation('govConsultation');
  const { t: tq } = useTranslation('questionnaire');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ endDate?: Dayjs }>();
  const delay = useMutation({
    mutationFn: (endDate: string) => delayGovConsultation(item.intentionSolicitationId, endDate),
    onSuccess: onDone,
    onError: (error) => void message.error(failureMessage(error)),
  });
  const base = item.endDate ? dayjs(item.endDate) : dayjs();
  return (
    <Modal
      open
      title={tq('actions.delayTitle')}
      okText={tq('actions.delay')}
      cancelText={tq('actions.cancel')}
      confirmLoading={delay.isPending}
      onCancel={onClose}
      onOk={() =>
        // A refused validation shows on the field.
        void form.validateFields().then(
          (values) => values.endDate && delay.mutate(values.endDate.toISOString()),
          () => undefined,
        )
      }
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('actions.currentEnd', { end: item.endDate ? formatDateTime(item.endDate) : '-' })}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="govConsultationDelay"
        initialValues={{ endDate: base.add(1, 'day') }}
      >
        <Form.Item
          name="endDate"
          label={tq('actions.newEnd')}
          required
          rules={[
            {
              validator: async (_rule, value: Dayjs | undefined) => {
                if (!value) throw new Error(t('actions.endRequired'));
                const problem = questionnaireDelayProblem(item, value.valueOf(), Date.now());
                if (problem === 'END_IN_PAST') throw new Error(t('actions.endInPast'));
                if (problem === 'NOT_LATER') throw new Error(t('actions.endNotLater'));
              },
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY/MM/DD HH:mm"
            disabledDate={(day) => day.isBefore(base, 'day')}
            style={{ width: 240 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The detail page leaves for the list once the questionnaire is deleted. */
export function useBackToList() {
  const navigate = useNavigate();
  const { linkTo } = useWorkbench();
  return () => void navigate(linkTo('govConsultation', null));
}
