import { CommunityOrganizationState } from '@gongzhi/domain/community/community-enums';
import {
  mayApplyOrgChange,
  OrgChangeType,
  orgChangeInput,
  ROLES_BY_ORGANISATION,
} from '@gongzhi/domain/community/community-registration';
import { VOTING_ROLE_TYPE_VALUES, type VotingRoleType } from '@gongzhi/domain/community/voting-role-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Descriptions from 'antd/es/descriptions';
import Form, { type RuleObject } from 'antd/es/form';
import List from 'antd/es/list';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { STATE_COLOR } from './register-page';
import {
  communitySettingsQuery,
  myRegistrationsQuery,
  registrationKey,
  submitOrgChange,
  updateCommunitySettings,
} from './registration-api';
import './locale';

type Flags = {
  allowOwnerMotion: boolean;
  viewOnlyForOwners: boolean;
  publishHouseNumbers: boolean;
  /** The roles besides owners that answer questionnaires (SPEC §3 votingRoleTypes). */
  questionnaireRoles: VotingRoleType[];
};
type OrgChangeValues = { changeType?: OrgChangeType; roleType?: string; proof: Attachment[] };

const proofRule: RuleObject = {
  validator: async (_rule, value: Attachment[] | undefined) => {
    const result = orgChangeInput.shape.proveFileIds.safeParse(
      (value ?? []).map((file) => file.attachmentId),
    );
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '');
  },
};

/**
 * /manage/communitySettings (ours, docs/contracts/community.md): the community flags of SPEC §6 and
 * organisation changes; COMMUNITY_ADMIN edits, other staff read (the server refuses them too).
 */
export function CommunitySettingsPage() {
  const { t } = useTranslation('communityRegistration');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { community } = useWorkbench();
  const code = community?.communityInfoCode ?? '';
  const settings = useQuery({ ...communitySettingsQuery(code), enabled: code !== '' });
  const mine = useQuery(myRegistrationsQuery);
  const [changeForm] = Form.useForm<OrgChangeValues>();

  const saveFlags = useMutation({
    mutationFn: (flags: Flags) =>
      updateCommunitySettings({
        communityInfoCode: code,
        allowOwnerMotion: flags.allowOwnerMotion ? 'YES' : 'NO',
        viewOnlyForOwners: flags.viewOnlyForOwners ? 'YES' : 'NO',
        publishHouseNumbers: flags.publishHouseNumbers ? 'YES' : 'NO',
        votingRoleTypes: VOTING_ROLE_TYPE_VALUES.map((role) => ({
          communityInfoVotingRoleType: role,
          isEnable: role === 'OWNER' || flags.questionnaireRoles.includes(role) ? 'YES' : 'NO',
        })),
      }),
    onSuccess: async () => {
      void message.success(t('settings.saved'));
      await client.invalidateQueries({ queryKey: registrationKey });
      await client.invalidateQueries({ queryKey: ['loginInfo'] });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const change = useMutation({
    mutationFn: (values: OrgChangeValues) =>
      submitOrgChange({
        communityInfoCode: code,
        changeType: values.changeType ?? 'ESTABLISH_COMMITTEE',
        roleType: values.roleType ?? '',
        proveFileIds: values.proof.map((file) => file.attachmentId),
      }),
    onSuccess: async () => {
      void message.success(t('settings.submitted'));
      changeForm.resetFields();
      await client.invalidateQueries({ queryKey: registrationKey });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (!settings.data) return <Spin />;
  const data = settings.data;
  const enabledRoles = (data.votingRoleTypes ?? [])
    .filter((role) => role.isEnable === 'YES' && role.communityInfoVotingRoleType !== 'OWNER')
    .map((role) => role.communityInfoVotingRoleType);
  const state = CommunityOrganizationState.is(data.organisationState) ? data.organisationState : null;
  const changes = OrgChangeType.values.filter((value) => mayApplyOrgChange(data.organisationState, value));
  const history = (mine.data ?? []).filter(
    (item) => item.kind === 'ORG_CHANGE' && item.communityInfoCode === data.communityInfoCode,
  );

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {!data.isAdmin ? <Alert type="info" showIcon message={t('settings.adminOnly')} /> : null}
      <Card title={t('settings.title')}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('settings.organisation')}>
            {state ? t(`orgState.${state}`) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('settings.certified')}>
            {data.hasAuth === 'YES' ? (
              <Tag color="success">{t('state.APPROVED')}</Tag>
            ) : (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  void navigate(
                    `/manage/communityRegister?certify=${encodeURIComponent(data.communityInfoCode)}`,
                  )
                }
              >
                {t('entry.certify')}
              </Button>
            )}
          </Descriptions.Item>
        </Descriptions>
        <Form<Flags>
          key={`${data.allowOwnerMotion}-${data.viewOnlyForOwners}-${data.publishHouseNumbers}-${enabledRoles.join()}`}
          layout="vertical"
          disabled={!data.isAdmin}
          initialValues={{
            allowOwnerMotion: data.allowOwnerMotion === 'YES',
            viewOnlyForOwners: data.viewOnlyForOwners === 'YES',
            publishHouseNumbers: data.publishHouseNumbers === 'YES',
            questionnaireRoles: enabledRoles,
          }}
          onFinish={(values) => saveFlags.mutate(values)}
        >
          <Form.Item
            name="allowOwnerMotion"
            label={t('settings.allowOwnerMotion')}
            extra={t('settings.allowOwnerMotionHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="viewOnlyForOwners"
            label={t('settings.viewOnlyForOwners')}
            extra={t('settings.viewOnlyForOwnersHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="publishHouseNumbers"
            label={t('settings.publishHouseNumbers')}
            extra={t('settings.publishHouseNumbersHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item label={t('settings.votingRoleTypes')} extra={t('settings.votingRoleTypesHint')}>
            <Space wrap>
              <Checkbox checked disabled>
                {t('settings.roleOWNER')}
              </Checkbox>
              <Form.Item name="questionnaireRoles" noStyle>
                <Checkbox.Group
                  options={VOTING_ROLE_TYPE_VALUES.filter((role) => role !== 'OWNER').map((role) => ({
                    value: role,
                    label: t(`settings.role${role}`),
                  }))}
                />
              </Form.Item>
            </Space>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saveFlags.isPending}>
            {t('settings.save')}
          </Button>
        </Form>
      </Card>
      {data.hasAuth === 'YES' ? (
        <Card title={t('settings.orgChange')}>
          <Alert type="info" showIcon message={t('settings.orgChangeHint')} style={{ marginBottom: 16 }} />
          <Form<OrgChangeValues>
            form={changeForm}
            layout="vertical"
            disabled={!data.isAdmin || changes.length === 0}
            initialValues={{ changeType: changes[0], proof: [] }}
            onFinish={(values) => change.mutate(values)}
            style={{ maxWidth: 640 }}
          >
            <Form.Item name="changeType" label={t('settings.changeType')} rules={[{ required: true }]}>
              <Radio.Group options={changes.map((value) => ({ value, label: t(`changeType.${value}`) }))} />
            </Form.Item>
            <Form.Item
              name="roleType"
              label={t('settings.role')}
              rules={[{ required: true, message: t('form.rolePlaceholder') }]}
            >
              <Select
                placeholder={t('form.rolePlaceholder')}
                options={ROLES_BY_ORGANISATION.COMMITTEE.map((value) => ({
                  value,
                  label: t(`roles.${value}` as 'roles.COMMITTEE_MEMBER'),
                }))}
              />
            </Form.Item>
            <Form.Item required name="proof" label={t('settings.proof')} rules={[proofRule, uploadFieldRule]}>
              <UploadField uploadType="TX_VOTING" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {t('settings.submit')}
            </Button>
          </Form>
          {history.length > 0 ? (
            <List
              header={t('settings.history')}
              style={{ marginTop: 24 }}
              dataSource={history}
              renderItem={(item) => (
                <List.Item key={item.registrationId}>
                  <Space wrap>
                    {item.changeType ? t(`changeType.${item.changeType}`) : null}
                    <Tag color={STATE_COLOR[item.state]}>{t(`state.${item.state}`)}</Tag>
                    {formatDateTime(item.gmtSubmit)}
                    {item.state === 'REJECTED' ? `${t('register.rejectReason')}：${item.rejectReason}` : null}
                  </Space>
                </List.Item>
              )}
            />
          ) : null}
        </Card>
      ) : null}
    </Space>
  );
}
