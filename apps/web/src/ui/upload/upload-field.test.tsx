import { MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../../lib/storage';
import { FakeXhr, nextPut } from '../../test/fake-xhr';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { PhoneUpload } from './phone-upload';
import type { Attachment } from './upload-api';
import { UploadField } from './upload-field';
import { uploadFieldRule } from './upload-field-rule';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'ok', data });
const PRESIGN = {
  url: '/v1/api/cos/upload/A1?expires=1&signature=s',
  method: 'PUT',
  headers: { 'Content-Type': 'application/pdf' },
  attachmentId: 'A1',
  pubAttachmentId: 'PA1',
  expiresAt: '2026-03-02T10:00:00Z',
};
const STORED = {
  attachmentId: 'A1',
  pubAttachmentId: 'PA1',
  sourceName: '纪要.pdf',
  contentType: 'application/pdf',
  size: 5,
};

function Harness({ onFinish }: { onFinish: (values: { files?: Attachment[] }) => void }) {
  return (
    <Form onFinish={onFinish}>
      <Form.Item label="附件" name="files" rules={[uploadFieldRule]}>
        <UploadField uploadType="TX_VOTING" />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setItem('token', 'T0KEN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('UploadField in a form', () => {
  it('blocks submit while uploading, then submits the attachment', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    fetchMock.mockResolvedValueOnce(ok(PRESIGN)).mockResolvedValueOnce(ok(STORED));
    renderWithProviders(<Harness onFinish={onFinish} />);

    await user.upload(fileInput(), new File(['%PDF-'], '纪要.pdf', { type: 'application/pdf' }));
    const put = await nextPut();
    put.progress(2, 5);
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await screen.findByText('文件上传中...');
    expect(onFinish).not.toHaveBeenCalled();

    put.respond(200, { code: 200, message: 'ok', data: STORED });
    await waitFor(() => expect(screen.queryByText('文件上传中...')).toBeNull());
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ files: [expect.objectContaining({ attachmentId: 'A1' })] }),
    );
    expect(screen.getAllByText('纪要.pdf').length).toBeGreaterThan(0);
  });

  it('a finished upload stays the same list item (never shown twice), and it can be removed', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    fetchMock.mockResolvedValueOnce(ok(PRESIGN)).mockResolvedValueOnce(ok(STORED));
    renderWithProviders(<Harness onFinish={onFinish} />);
    await user.upload(fileInput(), new File(['%PDF-'], '纪要.pdf', { type: 'application/pdf' }));
    const put = await nextPut();
    const uploading = await screen.findByText('纪要.pdf');
    put.respond(200, { code: 200, message: 'ok', data: STORED });
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-done')).not.toBeNull());
    expect(screen.getAllByText('纪要.pdf')).toEqual([uploading]);
    await user.click(screen.getByRole('button', { name: /删除|Remove file/ }));
    // (the leaving item's animation never ends in jsdom: the submitted value says it is gone)
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ files: [] }));
  });

  it('keeps a refused file as failed and blocks submit with 文件上传失败', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    fetchMock.mockResolvedValueOnce(ok(PRESIGN));
    renderWithProviders(<Harness onFinish={onFinish} />);

    await user.upload(fileInput(), new File(['MZ'], '纪要.pdf', { type: 'application/pdf' }));
    (await nextPut()).respond(400, { code: 400, message: '文件内容与扩展名不符，请上传真实的.pdf文件' });
    expect(await screen.findAllByText('文件内容与扩展名不符，请上传真实的.pdf文件')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await screen.findByText('文件上传失败');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuses an over-size file before presigning', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onFinish={vi.fn()} />);
    const big = new File(['x'], '大文件.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_SIZE + 1 });
    await user.upload(fileInput(), big);
    await screen.findByText('文件大小不能超过20MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the presign failure 获取上传凭证失败', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 401, message: '登录已失效，请重新登录' }, 401));
    renderWithProviders(<Harness onFinish={vi.fn()} />);
    await user.upload(fileInput(), new File(['%PDF-'], '纪要.pdf', { type: 'application/pdf' }));
    expect(await screen.findAllByText('获取上传凭证失败：登录已失效，请重新登录')).not.toHaveLength(0);
  });
});

describe('PhoneUpload', () => {
  it('shows progress, then the file; a failure can be retried', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(ok(PRESIGN))
      .mockResolvedValueOnce(ok(PRESIGN))
      .mockResolvedValueOnce(ok(STORED));
    const onChange = vi.fn();
    renderWithProviders(<PhoneUpload uploadType="TX_VOTING" onChange={onChange} />);
    await user.upload(fileInput(), new File(['%PDF-'], '纪要.pdf', { type: 'application/pdf' }));
    (await nextPut()).respond(500, { code: 500, message: '存储暂不可用' });
    expect((await screen.findByRole('alert')).textContent).toContain('上传失败：存储暂不可用');

    FakeXhr.sent = [];
    await user.click(screen.getByRole('button', { name: '重试' }));
    const put = await nextPut();
    put.progress(1, 2);
    await screen.findByRole('progressbar');
    put.respond(200, '');
    await screen.findByRole('button', { name: '纪要.pdf' });
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ attachmentId: 'A1' })]);
  });
});
