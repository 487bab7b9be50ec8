import { UserAddOutlined } from '@ant-design/icons';
import {
  PLATFORM_OPERATOR_MESSAGES,
  PLATFORM_OPERATOR_NAME_MAX,
  type PlatformOperatorAddInput,
  type PlatformOperatorDto,
  platformOperatorAddInput,
} from '@gongzhi/domain/platform-operator/platform-operator-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { listScroll, TITLE_COLUMN_MIN_WIDTH } from '../../ui/list-columns';
import { zodRule } from '../gov-settings/zod-rule';
import {
  addPlatformOperator,
  platformOperatorKey,
  platformOperatorListQuery,
  removePlatformOperator,
} from './platform-operator-api';
import './locale';
import { useConfirmAction } from '../../ui/actions/confirm-action';

const fields = platformOperatorAddInput.shape;
/** The server's refusals this page knows, shown in the current language. */
const KNOWN_REFUSALS = Object.entries(PLATFORM_OPERATOR_MESSAGES) as [
  keyof typeof PLATFORM_OPERATOR_MESSAGES,
  string,
][];

/**
 * /manage/platformOperators (ours, docs/contracts/platform-operator.md): platform operators see,
 * add and remove platform operators. Mobiles are shown in full: operators are colleagues who phone
 * each other, and nobody else may open the list (the server answers 403).
 */
export function PlatformOperatorsPage() {
  const { t } = useTranslation('platformOperator');
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<PlatformOperatorAddInput>();
  const list = useQuery(platformOperatorListQuery);

  const refusal = (error: unknown) => {
    const text = failureMessage(error);
    const known = KNOWN_REFUSALS.find(([, value]) => value === text);
    return known ? t(known[0]) : text;
  };
  const refresh = () => client.invalidateQueries({ queryKey: platformOperatorKey });
  const add = useMutation({
    mutationFn: addPlatformOperator,
    onSuccess: async () => {
      void message.success(t('added'));
      setAdding(false);
      await refresh();
    },
    onError: (error) => void message.error(refusal(error)),
  });
  const remove = useMutation({
    mutationFn: removePlatformOperator,
    onSuccess: async () => {
      void message.success(t('removed'));
      await refresh();
    },
    onError: (error) => void message.error(refusal(error)),
  });

  if (isRequestFailure(list.error) && list.error.code === 403) {
    return <Result status="403" subTitle={t('notOperator')} />;
  }
  const operators = list.data ?? [];
  const onlyOne = operators.length <= 1;

  const columns: ColumnsType<PlatformOperatorDto> = [
    {
      title: t('name'),
      dataIndex: 'name',
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (_, row) => (
        <Space size={4}>
          {row.name ?? <Typography.Text type="secondary">{t('noName')}</Typography.Text>}
          {row.isSelf ? <Tag color="blue">{t('self')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('mobile'),
      dataIndex: 'mobile',
      width: 130,
      render: (value: string) => <a href={`tel:${value}`}>{value}</a>,
    },
    {
      title: t('since'),
      dataIndex: 'gmtCreate',
      width: 160,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('actions'),
      width: 100,
      render: (_, row) => {
        // The server refuses both too; the button says why before anyone tries.
        const blocked = row.isSelf ? t('cannotRemoveSelf') : onlyOne ? t('lastOperator') : null;
        if (blocked)
          return (
            <Tooltip title={blocked}>
              <Button type="link" size="small" danger disabled>
                {t('remove')}
              </Button>
            </Tooltip>
          );
        return (
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm('delete', {
                title: t('removeConfirm', { name: row.name ?? t('noName'), mobile: row.mobile }),
                okText: t('remove'),
                onOk: () => remove.mutateAsync({ mobile: row.mobile }).catch(() => undefined),
              })
            }
          >
            {t('remove')}
          </Button>
        );
      },
    },
  ];

  return (
    <Card variant="borderless">
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Button
          type="primary"
          icon={<UserAddOutlined />}
          onClick={() => {
            form.resetFields();
            setAdding(true);
          }}
        >
          {t('add')}
        </Button>
        {list.data ? <Typography.Text>{t('total', { count: operators.length })}</Typography.Text> : null}
      </Space>
      {list.error && !list.data ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('loadFailed', { message: failureMessage(list.error) })}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      <Table<PlatformOperatorDto>
        rowKey="userId"
        loading={list.isFetching}
        dataSource={operators}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        scroll={listScroll(columns)}
        columns={columns}
      />
      <Modal
        open={adding}
        title={t('addTitle')}
        okText={t('add')}
        cancelText={t('cancel')}
        confirmLoading={add.isPending}
        onCancel={() => setAdding(false)}
        onOk={() =>
          // A refused validation shows on its field.
          void form.validateFields().then(
            (values) => add.mutate({ mobile: values.mobile.trim(), name: values.name.trim() }),
            () => undefined,
          )
        }
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('addHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" name="platformOperatorAdd">
          <Form.Item name="mobile" label={t('mobile')} required rules={[zodRule(fields.mobile)]}>
            <Input inputMode="numeric" maxLength={11} placeholder={t('mobilePlaceholder')} />
          </Form.Item>
          <Form.Item name="name" label={t('name')} required rules={[zodRule(fields.name)]}>
            <Input maxLength={PLATFORM_OPERATOR_NAME_MAX} placeholder={t('namePlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
