import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DragOutlined,
  FolderFilled,
  FolderOpenOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import type { ArchiveTypeNumDto } from '@gongzhi/domain/archive/archive-api';
import type { ArchiveCategory as ArchiveCategoryType } from '@gongzhi/domain/archive/archive-enums';
import { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import { archivePreviewKind } from '@gongzhi/domain/archive/archive-tree';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Breadcrumb from 'antd/es/breadcrumb';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { downloadFile, failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import { FileTypeIcon } from '../../ui/upload/file-icon';
import { type Attachment, attachmentUrl, DOWNLOAD_URL } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import {
  type ArchiveEntry,
  addDirectory,
  addFiles,
  archiveKey,
  archiveListQuery,
  archiveTypeNumQuery,
  deleteArchive,
  sortArchive,
  updateArchive,
} from './archive-api';
import { ArchiveDragTree } from './archive-drag-tree';
import { ArchiveInboxPanel } from './archive-inbox';
import { FolderSelect } from './folder-select';
import './archive.css';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';
import { useDownloadGrants } from '../../ui/upload/use-download-grants';

/** Community archive (SPEC §2.5 /manage/archive, /archive/{type}, /createArchive). */

function useCanManage() {
  return hasAnyPermission(useWorkbench().permissions, ['ARCHIVE_MANAGEMENT']);
}

export function ArchiveListPage() {
  const { t } = useTranslation('archive');
  const { community, linkTo } = useWorkbench();
  const canManage = useCanManage();
  const counts = useQuery({
    ...archiveTypeNumQuery(community?.communityInfoCode ?? ''),
    enabled: !!community,
  });
  if (!community) return <Empty />;
  const categories = <ArchiveCategoryCards counts={counts.data} loading={counts.isLoading} linkTo={linkTo} />;
  return (
    <div className="archive-page">
      <div className="archive-page__head">
        <Typography.Text type="secondary">{t('list.intro')}</Typography.Text>
        {canManage && (
          <Link to={linkTo('createArchive')}>
            <Button type="primary" icon={<UploadOutlined />}>
              {t('list.create')}
            </Button>
          </Link>
        )}
      </div>
      {canManage ? (
        <Tabs
          items={[
            { key: 'categories', label: t('inbox.categoriesTab'), children: categories },
            {
              key: 'inbox',
              label: t('inbox.tab'),
              children: <ArchiveInboxPanel communityInfoCode={community.communityInfoCode} />,
            },
          ]}
        />
      ) : (
        categories
      )}
    </div>
  );
}

function ArchiveCategoryCards(props: {
  counts: ArchiveTypeNumDto | undefined;
  loading: boolean;
  linkTo: (path: string) => string;
}) {
  const { t } = useTranslation('archive');
  const enumLabel = useEnumLabel();
  const { counts, loading, linkTo } = props;
  return (
    <div className="archive-categories">
      {enumLabel.options(ArchiveCategory).map((category) => {
        const row = counts?.find((item) => item.archiveType === category.value);
        return (
          <Link key={category.value} to={linkTo(`archive/${category.value}`)} className="archive-category">
            <Card hoverable loading={loading}>
              <FolderFilled className="archive-category__icon" />
              <div className="archive-category__name">{category.label}</div>
              <Typography.Text type="secondary">
                {t('list.files', { count: row?.num ?? 0 })} ·{' '}
                {t('list.folders', { count: row?.directoryNum ?? 0 })}
              </Typography.Text>
            </Card>
          </Link>
        );
      })}
    </div>
  );
}

export function ArchiveTypePage() {
  const { type } = useParams();
  const { community } = useWorkbench();
  if (!community || !ArchiveCategory.is(type)) return <Empty />;
  return (
    <ArchiveTree
      key={`${community.communityInfoCode}-${type}`}
      communityInfoCode={community.communityInfoCode}
      archiveType={type}
    />
  );
}

type Dialog =
  | { kind: 'folder' }
  | { kind: 'rename'; entry: ArchiveEntry }
  | { kind: 'move'; entry: ArchiveEntry }
  | { kind: 'preview'; entry: ArchiveEntry }
  | null;

function ArchiveTree({
  communityInfoCode,
  archiveType,
}: {
  communityInfoCode: string;
  archiveType: ArchiveCategoryType;
}) {
  const { t } = useTranslation('archive');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const { linkTo } = useWorkbench();
  const canManage = useCanManage();
  const [params, setParams] = useSearchParams();
  const parentId = params.get('parentId') || null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [organizing, setOrganizing] = useState(false);
  const level = useQuery(archiveListQuery(communityInfoCode, archiveType, parentId));
  const list = level.data?.list ?? [];

  const refresh = () => client.invalidateQueries({ queryKey: archiveKey(communityInfoCode) });
  const onError = (error: unknown) => void message.error(failureMessage(error));

  function openFolder(id: string | null) {
    const next = new URLSearchParams(params);
    if (id) next.set('parentId', id);
    else next.delete('parentId');
    setParams(next);
  }

  const sort = useMutation({
    mutationFn: (ids: string[]) => sortArchive(communityInfoCode, archiveType, parentId, ids),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: ({ entry, confirm }: { entry: ArchiveEntry; confirm: boolean }) =>
      deleteArchive(communityInfoCode, entry.archiveId, confirm),
    onSuccess: async () => {
      void message.success(t('tree.deleted'));
      await refresh();
    },
    onError,
  });

  function move(entry: ArchiveEntry, step: -1 | 1) {
    const ids = list.map((item) => item.archiveId);
    const index = ids.indexOf(entry.archiveId);
    const other = index + step;
    if (other < 0 || other >= ids.length) return;
    [ids[index], ids[other]] = [ids[other] ?? '', ids[index] ?? ''];
    sort.mutate(ids);
  }

  /** One dialog for every deletion; a folder with contents says what goes with it. */
  function confirmDelete(entry: ArchiveEntry) {
    const folder = entry.isDirectory === 'YES';
    const nonEmpty = folder && entry.childCount > 0;
    confirm('delete', {
      title: folder
        ? t('tree.deleteFolder', { name: entry.archiveName })
        : t('tree.deleteFile', { name: entry.archiveName }),
      content: nonEmpty
        ? t('tree.deleteNonEmpty', { name: entry.archiveName, count: entry.childCount })
        : undefined,
      okText: nonEmpty ? t('tree.deleteAll') : undefined,
      onOk: () => remove.mutateAsync({ entry, confirm: nonEmpty }).catch(() => undefined),
    });
  }

  const file = (entry: ArchiveEntry): Attachment | null => entry.archiveFileAttachment;
  const actionsFixed = useActionsFixed();

  const columns: ColumnsType<ArchiveEntry> = [
    {
      title: t('tree.columns.name'),
      dataIndex: 'archiveName',
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (name: string, entry) =>
        entry.isDirectory === 'YES' ? (
          <Button
            type="link"
            className="archive-name"
            icon={<FolderFilled className="archive-folder-icon" />}
            onClick={() => openFolder(entry.archiveId)}
          >
            {name}
            <Typography.Text type="secondary" className="archive-name__count">
              {t('tree.items', { count: entry.childCount })}
            </Typography.Text>
          </Button>
        ) : (
          <Space>
            <FileTypeIcon name={name} contentType={entry.archiveFileAttachment?.contentType} />
            <Button
              type="link"
              className="archive-name"
              onClick={() => setDialog({ kind: 'preview', entry })}
            >
              {name}
            </Button>
          </Space>
        ),
    },
    {
      title: t('tree.columns.size'),
      key: 'size',
      width: 110,
      render: (_value, entry) =>
        entry.archiveFileAttachment ? formatFileSize(entry.archiveFileAttachment.size) : '—',
    },
    { title: t('tree.columns.creator'), dataIndex: 'creatorName', width: 110 },
    {
      title: t('tree.columns.created'),
      dataIndex: 'gmtCreate',
      width: 160,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('tree.columns.actions'),
      key: 'actions',
      width: canManage ? 360 : 140,
      fixed: actionsFixed,
      render: (_value, entry) => {
        const index = list.indexOf(entry);
        const attachment = file(entry);
        return (
          <Space size={0} wrap>
            {entry.isDirectory === 'YES' ? (
              <Button type="link" size="small" onClick={() => openFolder(entry.archiveId)}>
                {t('tree.actions.open')}
              </Button>
            ) : (
              <>
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'preview', entry })}>
                  {t('tree.actions.preview')}
                </Button>
                {attachment && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      void downloadFile({
                        url: DOWNLOAD_URL,
                        data: { attachmentId: attachment.attachmentId },
                        fileName: attachment.sourceName,
                      })
                    }
                  >
                    {t('tree.actions.download')}
                  </Button>
                )}
              </>
            )}
            {canManage && (
              <>
                <Button
                  type="link"
                  size="small"
                  aria-label={`${t('tree.actions.up')} ${entry.archiveName}`}
                  icon={<ArrowUpOutlined />}
                  disabled={index <= 0 || sort.isPending}
                  onClick={() => move(entry, -1)}
                />
                <Button
                  type="link"
                  size="small"
                  aria-label={`${t('tree.actions.down')} ${entry.archiveName}`}
                  icon={<ArrowDownOutlined />}
                  disabled={index >= list.length - 1 || sort.isPending}
                  onClick={() => move(entry, 1)}
                />
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'rename', entry })}>
                  {t('tree.actions.rename')}
                </Button>
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'move', entry })}>
                  {t('tree.actions.move')}
                </Button>
                <Button type="link" size="small" danger onClick={() => confirmDelete(entry)}>
                  {t('tree.actions.delete')}
                </Button>
              </>
            )}
          </Space>
        );
      },
    },
  ];

  const uploadLink = `${linkTo('createArchive')}&archiveType=${archiveType}${parentId ? `&parentId=${parentId}` : ''}`;

  return (
    <div className="archive-page">
      <div className="archive-page__head">
        <Breadcrumb
          items={[
            { title: <Link to={linkTo('archive')}>{t('tree.back')}</Link> },
            {
              title: (
                <Button type="link" size="small" onClick={() => openFolder(null)}>
                  {enumLabel(ArchiveCategory, archiveType)}
                </Button>
              ),
            },
            ...(level.data?.path ?? []).map((item) => ({
              title: (
                <Button
                  type="link"
                  size="small"
                  icon={<FolderOpenOutlined />}
                  onClick={() => openFolder(item.archiveId)}
                >
                  {item.archiveName}
                </Button>
              ),
            })),
          ]}
        />
        {canManage && (
          <Space wrap>
            <Button
              icon={<DragOutlined />}
              type={organizing ? 'primary' : 'default'}
              ghost={organizing}
              onClick={() => setOrganizing((value) => !value)}
            >
              {organizing ? t('tree.organizeDone') : t('tree.organize')}
            </Button>
            <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'folder' })}>
              {t('tree.newFolder')}
            </Button>
            <Link to={uploadLink}>
              <Button type="primary" icon={<UploadOutlined />}>
                {t('tree.upload')}
              </Button>
            </Link>
          </Space>
        )}
      </div>
      {canManage && organizing && (
        <Card size="small" className="archive-organize" title={t('tree.dragHint')}>
          <ArchiveDragTree communityInfoCode={communityInfoCode} archiveType={archiveType} />
        </Card>
      )}
      <Table
        rowKey="archiveId"
        columns={columns}
        scroll={listScroll(columns)}
        dataSource={list}
        loading={level.isLoading}
        pagination={false}
        locale={{ emptyText: <Empty description={t('tree.empty')} /> }}
      />
      {dialog?.kind === 'folder' && (
        <NameDialog
          title={t('tree.newFolder')}
          label={t('tree.folderName')}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            await addDirectory(communityInfoCode, archiveType, parentId, name);
            void message.success(t('tree.saved'));
            await refresh();
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('tree.actions.rename')}
          label={t('tree.newName')}
          initial={dialog.entry.archiveName}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            await updateArchive(communityInfoCode, dialog.entry.archiveId, { archiveName: name });
            void message.success(t('tree.saved'));
            await refresh();
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          communityInfoCode={communityInfoCode}
          entry={dialog.entry}
          onClose={() => setDialog(null)}
          onMoved={async () => {
            void message.success(t('tree.moved'));
            await refresh();
          }}
        />
      )}
      {dialog?.kind === 'preview' && <PreviewDialog entry={dialog.entry} onClose={() => setDialog(null)} />}
    </div>
  );
}

function NameDialog(props: {
  title: string;
  label: string;
  initial?: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open
      title={props.title}
      onCancel={props.onClose}
      confirmLoading={saving}
      onOk={async () => {
        const { name } = await form.validateFields();
        setSaving(true);
        setError(null);
        try {
          await props.onSubmit(name.trim());
          props.onClose();
        } catch (failure) {
          setError(failureMessage(failure));
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ name: props.initial ?? '' }}>
        <Form.Item
          name="name"
          label={props.label}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          rules={[{ required: true, whitespace: true, message: `请填写${props.label}` }, { max: 100 }]}
        >
          <Input autoFocus maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function MoveDialog(props: {
  communityInfoCode: string;
  entry: ArchiveEntry;
  onClose: () => void;
  onMoved: () => Promise<void>;
}) {
  const { t } = useTranslation('archive');
  const [target, setTarget] = useState(props.entry.parentId ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open
      title={t('tree.moveTitle', { name: props.entry.archiveName })}
      onCancel={props.onClose}
      confirmLoading={saving}
      onOk={async () => {
        setSaving(true);
        setError(null);
        try {
          await updateArchive(props.communityInfoCode, props.entry.archiveId, { parentId: target || null });
          await props.onMoved();
          props.onClose();
        } catch (failure) {
          setError(failureMessage(failure));
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('tree.moveTarget')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <FolderSelect
            communityInfoCode={props.communityInfoCode}
            archiveType={props.entry.archiveType}
            value={target}
            onChange={setTarget}
            exclude={props.entry.isDirectory === 'YES' ? props.entry.archiveId : undefined}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A PDF as a blob URL: the download answers `attachment`, which an iframe would save, not show. */
function usePdfUrl(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
        objectUrl = URL.createObjectURL(blob);
        if (!cancelled) setState({ src: objectUrl, failed: false });
      })
      .catch(() => !cancelled && setState({ src: null, failed: true }));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

function PreviewDialog({ entry, onClose }: { entry: ArchiveEntry; onClose: () => void }) {
  // Private images and links load through download grants; re-render when they arrive.
  useDownloadGrants();
  const { t } = useTranslation('archive');
  const attachment = entry.archiveFileAttachment;
  const kind = attachment ? archivePreviewKind(attachment.contentType) : null;
  const url = attachment ? attachmentUrl(attachment) : null;
  const pdf = usePdfUrl(kind === 'pdf' ? url : null);
  return (
    <Modal
      open
      title={t('tree.previewTitle', { name: entry.archiveName })}
      onCancel={onClose}
      width={kind === 'pdf' ? 900 : 720}
      footer={
        attachment && (
          <Button
            onClick={() =>
              void downloadFile({
                url: DOWNLOAD_URL,
                data: { attachmentId: attachment.attachmentId },
                fileName: attachment.sourceName,
              })
            }
          >
            {t('tree.actions.download')}
          </Button>
        )
      }
    >
      {kind === 'image' && url && (
        <img className="archive-preview__image" src={url} alt={entry.archiveName} />
      )}
      {kind === 'pdf' && pdf.src && (
        <object
          className="archive-preview__pdf"
          data={pdf.src}
          type="application/pdf"
          aria-label={entry.archiveName}
        >
          <Empty description={t('tree.pdfFallback')} />
        </object>
      )}
      {kind === 'pdf' && !pdf.src && !pdf.failed && <Spin />}
      {(!kind || !url || pdf.failed) && <Empty description={t('tree.noPreview')} />}
    </Modal>
  );
}

type CreateValues = { archiveType: ArchiveCategoryType; parentId: string; files: Attachment[] };

export function ArchiveCreatePage() {
  const { t } = useTranslation('archive');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const { community, linkTo } = useWorkbench();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm<CreateValues>();
  const archiveType = Form.useWatch('archiveType', form);
  const [error, setError] = useState<string | null>(null);
  const initialType = params.get('archiveType');
  const save = useMutation({
    mutationFn: (values: CreateValues) =>
      addFiles(
        community?.communityInfoCode ?? '',
        values.archiveType,
        values.parentId || null,
        values.files.map((item) => item.attachmentId),
      ),
    onSuccess: async (entries, values) => {
      void message.success(t('create.done', { count: entries.length }));
      await client.invalidateQueries({ queryKey: archiveKey(community?.communityInfoCode ?? '') });
      navigate(
        `${linkTo(`archive/${values.archiveType}`)}${values.parentId ? `&parentId=${values.parentId}` : ''}`,
      );
    },
    onError: (failure) => setError(failureMessage(failure)),
  });
  if (!community) return <Empty />;
  return (
    <Card className="archive-create">
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          archiveType: ArchiveCategory.is(initialType) ? initialType : 'ARCHIVE',
          parentId: params.get('parentId') ?? '',
          files: [],
        }}
        onValuesChange={(changed) => {
          if ('archiveType' in changed) form.setFieldValue('parentId', '');
        }}
        onFinish={(values) => {
          setError(null);
          save.mutate(values);
        }}
      >
        <Form.Item name="archiveType" label={t('create.category')} rules={[{ required: true }]}>
          <Select options={enumLabel.options(ArchiveCategory)} />
        </Form.Item>
        <Form.Item name="parentId" label={t('create.folder')}>
          <FolderSelect
            communityInfoCode={community.communityInfoCode}
            archiveType={archiveType ?? 'ARCHIVE'}
          />
        </Form.Item>
        <Form.Item
          name="files"
          label={t('create.files')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          rules={[
            { required: true, type: 'array', min: 1, message: t('create.filesRequired') },
            uploadFieldRule,
          ]}
        >
          <UploadField uploadType="TX_NO_WATER_TAG" communityInfoCode={community.communityInfoCode} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('create.submit')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('create.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
