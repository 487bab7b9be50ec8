import type { GovSolicitationCommand } from '@gongzhi/domain/gov-solicitation/gov-solicitation-api';
import { questionnaireDelayProblem } from '@gongzhi/domain/questionnaire/questionnaire-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { SolicitationActionBar } from '../questionnaire/solicitation-actions';
import {
  delayGovConsultation,
  type GovSolicitationItem,
  govConsultationCommand,
  govConsultationKey,
} from './gov-solicitation-api';
import './locale';

type Item = Pick<GovSolicitationItem, 'intentionSolicitationId' | 'title' | 'state' | 'endDate'>;

/**
 * 撤回 / 延期 / 删除 (删除草稿) of a government questionnaire: the workbench questionnaire's buttons
 * (SolicitationActionBar, shown by the questionnaire's state rule, the same the server enforces) without
 * 编辑 and 复制为草稿, sending the government APIs. Its own withdraw text, and its own delay dialog, which
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
  const client = useQueryClient();
  const [delaying, setDelaying] = useState(false);
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
  return (
    <SolicitationActionBar
      item={item}
      // The government area has no narrower permission than being in it: the state decides.
      canManage
      compact={compact}
      busy={command.isPending}
      withdrawConfirm={t('actions.withdrawConfirm')}
      onDelay={() => setDelaying(true)}
      onWithdraw={() => command.mutate('withdrawal')}
      onDelete={(name) => command.mutate(name)}
    >
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
    </SolicitationActionBar>
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
