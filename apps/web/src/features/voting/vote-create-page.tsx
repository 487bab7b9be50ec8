import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { IssueType } from '@gongzhi/domain/voting/issue-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { LabelledRangePicker } from '../../ui/labelled-range-picker';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { RuleInput } from './rule-input';
import { ScopeFields } from './scope-fields';
import {
  emptyIssue,
  fromVotingInfo,
  issueBelowFloor,
  isValidTriple,
  presetRules,
  toCreatePayload,
  toDraftPayload,
  type VoteFormValues,
  votingDateError,
} from './vote-form-logic';
import {
  createVoting,
  deleteDraft,
  draftInfoQuery,
  type IssueTypeItem,
  issueTypesQuery,
  saveDraft,
  votingKey,
} from './voting-api';
import './locale';
import './voting.css';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';
import { FormActions } from '../../ui/actions/form-actions';

const DATE_FORMAT = 'YYYY/MM/DD HH:mm';

/** 发起表决 (/manage/vote/create, ?votingCode= re-opens a draft): the simplified create form. */
export function VoteCreatePage() {
  const { community } = useWorkbench();
  const [params] = useSearchParams();
  const votingCode = params.get('votingCode') ?? undefined;
  if (!community) return <Empty />;
  return (
    <VoteCreate
      key={`${community.communityInfoCode}:${votingCode ?? ''}`}
      communityInfoCode={community.communityInfoCode}
      votingCode={votingCode}
    />
  );
}

function VoteCreate({ communityInfoCode, votingCode }: { communityInfoCode: string; votingCode?: string }) {
  const draft = useQuery({ ...draftInfoQuery(communityInfoCode, votingCode ?? ''), enabled: !!votingCode });
  const types = useQuery(issueTypesQuery(communityInfoCode));
  if (votingCode && draft.isError) {
    return <Alert type="error" showIcon title={failureMessage(draft.error)} />;
  }
  if ((votingCode && draft.isPending) || types.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <VoteForm
      communityInfoCode={communityInfoCode}
      votingCode={votingCode}
      types={types.data ?? []}
      initial={draft.data ? fromVotingInfo(draft.data) : undefined}
    />
  );
}

type VoteFormProps = {
  communityInfoCode: string;
  votingCode?: string;
  types: IssueTypeItem[];
  initial?: VoteFormValues;
};

export function VoteForm({ communityInfoCode, votingCode, types, initial }: VoteFormProps) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { linkTo } = useWorkbench();
  const [form] = Form.useForm<VoteFormValues>();
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const [draftCode, setDraftCode] = useState(votingCode);
  const issues = (Form.useWatch('issues', form) ?? []) as VoteFormValues['issues'];
  const belowFloor = issues.map((issue) => issueBelowFloor(issue, types));
  const defaultType = types.find((type) => type.issueType === 'OTHER') ?? types[0];

  const refresh = () => client.invalidateQueries({ queryKey: votingKey(communityInfoCode) });

  const onSaveDraft = async () => {
    setBusy('draft');
    try {
      const saved = await saveDraft(toDraftPayload(form.getFieldsValue(true), communityInfoCode, draftCode));
      setDraftCode(saved.votingCode);
      await refresh();
      void message.success(t('form.draftSaved'));
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const publish = async (values: VoteFormValues) => {
    setBusy('publish');
    try {
      const created = await createVoting(toCreatePayload(values, communityInfoCode));
      // Publishing makes a new vote; the draft it came from has served its purpose.
      if (draftCode) await deleteDraft({ communityInfoCode, votingCode: draftCode }).catch(() => undefined);
      await refresh();
      void message.success(t('form.published'));
      void navigate(linkTo(`voteDetail/${encodeURIComponent(created.votingCode)}`), { replace: true });
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const onPublish = async () => {
    let values: VoteFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (values.issues.some((issue) => issueBelowFloor(issue, types))) {
      void message.error(t('form.belowFloorBlocked'));
      return;
    }
    confirm('publish', {
      title: t('form.publishConfirmTitle'),
      content: t('form.publishConfirm'),
      okText: t('form.publish'),
      onOk: () => publish(values),
    });
  };

  return (
    <Form<VoteFormValues>
      form={form}
      layout="vertical"
      className="voting-page"
      initialValues={initial ?? { scopeType: 'COMMUNITY', issues: [emptyIssue(defaultType)], materials: [] }}
      scrollToFirstError
    >
      <Card variant="borderless" title={t('form.basic')}>
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[
            { required: true, whitespace: true, message: t('form.titleRequired') },
            { max: 100, message: t('form.titleTooLong') },
          ]}
        >
          <Input maxLength={100} showCount placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')} rules={[{ max: 5000 }]}>
          <Input.TextArea
            rows={4}
            maxLength={5000}
            showCount
            placeholder={t('form.descriptionPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="materials"
          label={t('form.materials')}
          rules={[uploadFieldRule]}
          extra={t('form.materialsHint')}
        >
          <UploadField uploadType="TX_VOTING" communityInfoCode={communityInfoCode} maxCount={20} />
        </Form.Item>
        <Form.Item name="votingRule" label={t('form.votingRuleText')} rules={[{ max: 2000 }]}>
          <Input.TextArea
            rows={4}
            maxLength={2000}
            showCount
            placeholder={t('form.votingRuleTextPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="signAttachment"
          label={t('form.signAttachment')}
          rules={[uploadFieldRule]}
          extra={t('form.signAttachmentHint')}
        >
          <UploadField uploadType="TX_VOTING" communityInfoCode={communityInfoCode} />
        </Form.Item>
        <Form.Item
          name="faceAuthorizationLetter"
          label={t('form.faceAuthorizationLetter')}
          rules={[uploadFieldRule]}
          extra={t('form.faceAuthorizationLetterHint')}
        >
          <UploadField uploadType="TX_VOTING" communityInfoCode={communityInfoCode} />
        </Form.Item>
      </Card>

      <Card variant="borderless" title={t('form.issues')}>
        <Form.List
          name="issues"
          rules={[
            {
              validator: async (_rule, value: unknown[] | undefined) => {
                if (!value || value.length === 0) throw new Error(t('form.issuesRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  className="voting-issue-card"
                  title={t('form.issueN', { n: index + 1 })}
                  data-testid="issue-card"
                  extra={
                    fields.length > 1 ? (
                      <Button
                        type="text"
                        danger
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={t('form.removeIssue', { n: index + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    ) : null
                  }
                >
                  <Form.Item
                    name={[field.name, 'title']}
                    label={t('form.issueTitle')}
                    rules={[
                      { required: true, whitespace: true, message: t('form.issueTitleRequired') },
                      { max: 100, message: t('form.titleTooLong') },
                    ]}
                  >
                    <Input maxLength={100} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'description']} label={t('form.issueDescription')}>
                    <Input.TextArea rows={2} maxLength={5000} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'issueTypeId']}
                    label={t('form.issueType')}
                    rules={[{ required: true, message: t('form.issueTypeRequired') }]}
                  >
                    <Select
                      showSearch
                      optionFilterProp="label"
                      options={types.map((type) => ({
                        value: type.issueTypeId,
                        label: type.isMajor
                          ? `${enumLabel(IssueType, type.issueType)}（${t('form.major')}）`
                          : enumLabel(IssueType, type.issueType),
                      }))}
                      onChange={(issueTypeId: number) => {
                        // A new matter starts from its legal rules (the preset of the type).
                        const type = types.find((candidate) => candidate.issueTypeId === issueTypeId);
                        const current = form.getFieldValue(['issues', field.name]);
                        form.setFieldValue(['issues', field.name], {
                          ...current,
                          issueTypeId,
                          ...presetRules(type),
                        });
                      }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'effectRuleParam']}
                    label={t('form.effectRule')}
                    tooltip={t('form.effectRuleHint')}
                    rules={[ruleRule(t('form.ruleInvalid'))]}
                  >
                    <RuleInput label={t('form.effectRule')} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'votingRuleParam']}
                    label={t('form.votingRule')}
                    tooltip={t('form.votingRuleHint')}
                    rules={[ruleRule(t('form.ruleInvalid'))]}
                  >
                    <RuleInput label={t('form.votingRule')} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'countingRuleParam']}
                    label={t('form.countingRule')}
                    tooltip={t('form.countingRuleHint')}
                    rules={[ruleRule(t('form.ruleInvalid'), true)]}
                  >
                    <RuleInput optional label={t('form.countingRule')} />
                  </Form.Item>
                  {belowFloor[index] ? (
                    <Alert
                      type="warning"
                      showIcon
                      data-testid="below-floor"
                      title={t('form.belowFloor')}
                      action={
                        <Button
                          size="small"
                          onClick={() => {
                            const current = form.getFieldValue(['issues', field.name]);
                            const type = types.find(
                              (candidate) => candidate.issueTypeId === current?.issueTypeId,
                            );
                            form.setFieldValue(['issues', field.name], { ...current, ...presetRules(type) });
                          }}
                        >
                          {t('form.restorePreset')}
                        </Button>
                      }
                    />
                  ) : null}
                </Card>
              ))}
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                onClick={() => add(emptyIssue(defaultType))}
              >
                {t('form.addIssue')}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Card>

      <Card variant="borderless" title={t('form.scope')}>
        <ScopeFields communityInfoCode={communityInfoCode} />
      </Card>

      <Card variant="borderless" title={t('form.dates')}>
        <Form.Item
          name="votingPeriod"
          label={t('form.votingPeriod')}
          rules={[
            {
              validator: async (_rule, value: VoteFormValues['votingPeriod']) => {
                if (!value?.[0] || !value[1]) throw new Error(t('form.votingPeriodRequired'));
                if (!value[1].isAfter(value[0])) throw new Error(t('form.endAfterStart'));
              },
            },
          ]}
          extra={t('form.votingPeriodHint')}
        >
          <LabelledRangePicker
            label={t('form.votingPeriod')}
            showTime={{ format: 'HH:mm' }}
            format={DATE_FORMAT}
            allowEmpty={[false, false]}
            placeholder={[t('form.startDate'), t('form.endDate')]}
          />
        </Form.Item>
        <Form.Item
          name="paperPeriod"
          label={t('form.paperPeriod')}
          extra={t('form.paperPeriodHint')}
          rules={[
            {
              validator: async (_rule, value: VoteFormValues['paperPeriod']) => {
                if (value?.[0] && value[1] && !value[1].isAfter(value[0]))
                  throw new Error(t('form.endAfterStart'));
              },
            },
          ]}
        >
          <LabelledRangePicker
            label={t('form.paperPeriod')}
            showTime={{ format: 'HH:mm' }}
            format={DATE_FORMAT}
            placeholder={[t('form.pdStartDate'), t('form.pdEndDate')]}
          />
        </Form.Item>
        <Form.Item
          name="votingDate"
          label={t('form.votingDate')}
          extra={t('form.votingDateHint')}
          dependencies={['votingPeriod']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: VoteFormValues['votingDate']) => {
                const problem = votingDateError({
                  votingDate: value,
                  votingPeriod: getFieldValue('votingPeriod'),
                });
                if (problem) throw new Error(problem);
              },
            }),
          ]}
        >
          <DatePicker format="YYYY-MM-DD" />
        </Form.Item>
      </Card>

      <FormActions
        primary={
          <Button
            type="primary"
            loading={busy === 'publish'}
            disabled={busy !== null}
            onClick={() => void onPublish()}
          >
            {t('form.publish')}
          </Button>
        }
        secondary={
          <Button loading={busy === 'draft'} disabled={busy !== null} onClick={() => void onSaveDraft()}>
            {t('form.saveDraft')}
          </Button>
        }
        cancel={<Button onClick={() => void navigate(linkTo('vote'))}>{t('actions.cancel')}</Button>}
      />
    </Form>
  );
}

function ruleRule(text: string, optional = false) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (optional && (value === null || value === undefined)) return;
      if (!isValidTriple(value as unknown[])) throw new Error(text);
    },
  };
}
