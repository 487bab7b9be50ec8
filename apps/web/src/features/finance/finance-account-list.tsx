import { PlusOutlined } from '@ant-design/icons';
import { FinanceAccountType } from '@gongzhi/domain/finance/finance-enums';
import { formatFen } from '@gongzhi/domain/finance/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { accountListQuery, type FinanceAccount, financeKey, saveAccount } from './finance-api';
import './locale';
import './finance.css';
import { useEnumLabel } from '../../locales/enum-label';
import { accountTypeText } from './account-type-text';
import { reportError, useFinanceScope } from './finance-shared';

/** The workbench's finance accounts (SPEC §2.5): the list of accounts by type and the account dialog. */

export function FinanceListPage() {
  const { code } = useFinanceScope();
  if (!code) return <Empty />;
  return <AccountList key={code} communityInfoCode={code} />;
}

function AccountList({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('finance');
  const enumLabel = useEnumLabel();
  const { canManage } = useFinanceScope();
  const { linkTo } = useWorkbench();
  const navigate = useNavigate();
  const accounts = useQuery(accountListQuery(communityInfoCode));
  const [editing, setEditing] = useState<FinanceAccount | 'new' | null>(null);
  if (accounts.isError) return <Result status="warning" title={failureMessage(accounts.error)} />;
  return (
    <Card>
      <div className="finance-toolbar">
        <Alert type="info" showIcon message={t('list.hint')} />
        {canManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('list.create')}
          </Button>
        ) : null}
      </div>
      {accounts.isPending ? (
        <Skeleton active />
      ) : accounts.data.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <div className="finance-accounts">
          {accounts.data.map((account) => (
            <Card
              key={account.financialAccountId}
              hoverable
              size="small"
              data-testid="finance-account"
              title={account.accountName}
              extra={<Tag color="blue">{accountTypeText(enumLabel, account)}</Tag>}
              onClick={() =>
                void navigate(linkTo(`finance/${encodeURIComponent(account.financialAccountId)}`))
              }
            >
              <div className="finance-account__meta">
                {account.latestReportName
                  ? t('list.latest', { name: account.latestReportName })
                  : t('list.noPublished')}
              </div>
              <div className="finance-account__balance">
                {account.latestBalanceFen === null ? '—' : `¥${formatFen(account.latestBalanceFen)}`}
              </div>
              <div className="finance-account__meta">
                {t('list.counts', { reports: account.reportCount, published: account.publishedCount })}
                {account.bankName ? ` · ${account.bankName}` : ''}
              </div>
            </Card>
          ))}
        </div>
      )}
      {editing ? (
        <AccountModal
          communityInfoCode={communityInfoCode}
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

type AccountValues = {
  accountType: FinanceAccountType;
  accountName: string;
  otherTypeName?: string;
  bankName?: string;
  remark?: string;
};

/** The dialog adding an account or editing one (the list and the account page). */
export function AccountModal(props: {
  communityInfoCode: string;
  account: FinanceAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('finance');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<AccountValues>();
  const type = Form.useWatch('accountType', form);
  const save = useMutation({
    mutationFn: async () => {
      const values = await form.validateFields();
      return saveAccount({
        ...values,
        communityInfoCode: props.communityInfoCode,
        financialAccountId: props.account?.financialAccountId,
      });
    },
    onSuccess: async () => {
      message.success(t('messages.saved'));
      await client.invalidateQueries({ queryKey: financeKey(props.communityInfoCode) });
      props.onClose();
    },
    onError: (error) => reportError(message, error),
  });
  return (
    <Modal
      open
      title={props.account ? t('account.editTitle') : t('account.createTitle')}
      onCancel={props.onClose}
      onOk={() => save.mutate()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<AccountValues>
        form={form}
        layout="vertical"
        initialValues={
          props.account
            ? {
                accountType: props.account.accountType,
                accountName: props.account.accountName,
                otherTypeName: props.account.otherTypeName ?? undefined,
                bankName: props.account.bankName ?? undefined,
                remark: props.account.remark ?? undefined,
              }
            : { accountType: 'OWNERS_SHARED_FUNDS' }
        }
      >
        <Form.Item name="accountType" label={t('account.type')} rules={[{ required: true }]}>
          <Select options={enumLabel.options(FinanceAccountType)} />
        </Form.Item>
        {type === 'OTHER' ? (
          <Form.Item
            name="otherTypeName"
            label={t('account.otherTypeName')}
            rules={[
              { required: true, whitespace: true, message: t('account.otherTypeNameRequired') },
              { max: 100 },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="accountName"
          label={t('account.name')}
          rules={[{ required: true, whitespace: true, message: t('account.nameRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} placeholder={t('account.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="bankName" label={t('account.bank')} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label={t('account.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
