import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { type ProxyAuthorization, proxyListQuery, recordPaperProxy, staffRevokeProxy } from './proxy-api';
import { scopeBuildingsQuery, scopeHousesQuery } from './voting-api';
import './proxy-locale';
import { useConfirmAction } from '../../ui/actions/confirm-action';

type PaperValues = {
  buildingCode?: string;
  houseCode: string;
  principalName: string;
  proxyMobile: string;
  proxyName: string;
  proxyRelation: string;
  paperFiles: Attachment[];
};

const STATE_COLOR = { ACTIVE: 'green', REVOKED: 'default', CAST: 'blue' } as const;

/**
 * 委托投票 on the staff vote page (issue #22 item 5): every authorisation of the vote, and for
 * VOTING_MANAGEMENT the paper 授权委托书 (principal by house code, proxy, the scanned letter) and 撤销.
 */
export function ProxyTab({
  communityInfoCode,
  votingCode,
}: {
  communityInfoCode: string;
  votingCode: string;
}) {
  const { t } = useTranslation('votingProxy');
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const { permissions } = useWorkbench();
  const canManage = hasAnyPermission(permissions, ['VOTING_MANAGEMENT']);
  const ref = { communityInfoCode, votingCode };
  const list = useQuery(proxyListQuery(ref));
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PaperValues>();
  const refresh = () => client.invalidateQueries({ queryKey: proxyListQuery(ref).queryKey });
  const buildingCode = Form.useWatch('buildingCode', form);
  const buildings = useQuery({ ...scopeBuildingsQuery(communityInfoCode, votingCode), enabled: open });
  const houses = useQuery({
    ...scopeHousesQuery(communityInfoCode, votingCode, buildingCode ?? ''),
    enabled: open && !!buildingCode,
  });

  const record = useMutation({
    mutationFn: ({ paperFiles, buildingCode: _building, ...values }: PaperValues) =>
      recordPaperProxy({ ...ref, ...values, paperFile: paperFiles[0]?.attachmentId ?? '' }),
    onSuccess: async () => {
      void message.success(t('saved'));
      setOpen(false);
      form.resetFields();
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const revoke = useMutation({
    mutationFn: (proxyCode: string) => staffRevokeProxy({ ...ref, proxyCode }),
    onSuccess: async () => {
      void message.success(t('revoked'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  return (
    <div data-testid="proxy-tab">
      {canManage ? (
        <Button type="primary" onClick={() => setOpen(true)} style={{ marginBottom: 12 }}>
          {t('paper')}
        </Button>
      ) : null}
      <Table<ProxyAuthorization>
        rowKey="proxyCode"
        size="small"
        loading={list.isPending}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('staffEmpty') }}
        pagination={false}
        columns={[
          { title: t('columns.principal'), dataIndex: 'principalName' },
          { title: t('columns.houses'), render: (_, row) => row.houses.join('、') },
          {
            title: t('columns.proxy'),
            render: (_, row) => `${row.proxyName}（${row.proxyRelation}）${row.proxyMobile}`,
          },
          { title: t('columns.source'), dataIndex: 'sourceName' },
          {
            title: t('columns.state'),
            render: (_, row) => <Tag color={STATE_COLOR[row.state]}>{t(`state.${row.state}`)}</Tag>,
          },
          { title: t('columns.createdAt'), render: (_, row) => formatDateTime(row.createdAt) },
          ...(canManage
            ? [
                {
                  title: t('columns.actions'),
                  render: (_: unknown, row: ProxyAuthorization) =>
                    row.state === 'ACTIVE' ? (
                      <Button
                        size="small"
                        danger
                        onClick={() =>
                          confirm('withdraw', {
                            title: t('revoke'),
                            content: t('revokeConfirm'),
                            okText: t('revoke'),
                            onOk: () => revoke.mutateAsync(row.proxyCode).catch(() => undefined),
                          })
                        }
                      >
                        {t('revoke')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={open}
        title={t('paper')}
        okText={t('paper')}
        cancelText={t('cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okButtonProps={{ loading: record.isPending }}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values) => record.mutate(values)}>
          {/* The principal by building and house on the vote's scope, as on the paper ballot page. */}
          <Form.Item name="buildingCode" label={t('building')} rules={[{ required: true }]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={(buildings.data ?? []).map((building) => ({
                value: building.buildingCode,
                label: building.buildingName,
              }))}
              onChange={() => form.setFieldValue('houseCode', undefined)}
            />
          </Form.Item>
          <Form.Item name="houseCode" label={t('house')} rules={[{ required: true }]}>
            <Select
              showSearch
              optionFilterProp="label"
              disabled={!buildingCode}
              loading={houses.isFetching}
              options={(houses.data ?? []).map((house) => ({
                value: house.houseCode,
                label: `${house.unitNo ? `${house.unitNo}-` : ''}${house.houseNo}`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="principalName"
            label={t('principalName')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="proxyMobile"
            label={t('mobile')}
            rules={[{ required: true, pattern: /^1\d{10}$/ }]}
          >
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item name="proxyName" label={t('name')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="proxyRelation"
            label={t('relationStaff')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={20} placeholder={t('relationPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="paperFiles"
            label={t('paperFile')}
            rules={[{ required: true, type: 'array', min: 1 }, uploadFieldRule]}
          >
            <UploadField uploadType="TX_VOTING" communityInfoCode={communityInfoCode} maxCount={1} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
