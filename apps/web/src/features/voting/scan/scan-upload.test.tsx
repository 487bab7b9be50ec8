import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { buttonByText } from '../../../test/queries';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ScanUpload } from './scan-upload';

// 上传扫描件 (issue #27): the chosen scans go in one multipart POST with the session, a bar follows
// the bytes, and a file the server would refuse is refused before it travels.

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse({ code: 200, message: 'success', data: [] }));
  localStorage.setItem('token', JSON.stringify({ value: 'T1', expiresAt: null }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

const scanRef = { communityInfoCode: 'YGHY001', votingCode: 'V1' };
const choose = (files: File[]) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

describe('ScanUpload', () => {
  it('sends every chosen scan in one request with the session and shows the progress', async () => {
    renderWithProviders(<ScanUpload scanRef={scanRef} open />);
    const pdf = new File(['%PDF-1.7'], '回收表决票.pdf', { type: 'application/pdf' });
    const photo = new File(['jpeg'], '照片1.jpg', { type: 'image/jpeg' });
    choose([pdf, photo]);
    await screen.findByText('照片1.jpg');
    fireEvent.click(buttonByText(document.body, '开始识别') as HTMLButtonElement);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/v1/paperScan/upload?communityInfoCode=YGHY001&votingCode=V1');
    expect(xhr.headers.token).toBe('T1');
    const sent = (xhr.body as FormData).getAll('file') as File[];
    expect(sent.map((file) => file.name)).toEqual(['回收表决票.pdf', '照片1.jpg']);
    xhr.progress(30, 100);
    await screen.findByText('正在上传 30%');
    xhr.respond(200, { code: 200, message: 'success', data: { batchId: 'B1' } });
    await screen.findByText('已上传，正在识别');
    // The list is emptied for the next batch.
    await waitFor(() => expect(screen.queryByText('照片1.jpg')).toBeNull());
  });

  it('shows the server refusal and keeps the files for another try', async () => {
    renderWithProviders(<ScanUpload scanRef={scanRef} open />);
    choose([new File(['x'], 'scan.pdf', { type: 'application/pdf' })]);
    await screen.findByText('scan.pdf');
    fireEvent.click(buttonByText(document.body, '开始识别') as HTMLButtonElement);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    (FakeXhr.sent[0] as FakeXhr).respond(409, {
      code: 409,
      message: '当前不在纸质表决录入时间内',
      data: null,
    });
    await screen.findByText('当前不在纸质表决录入时间内');
    expect(screen.getByText('scan.pdf')).toBeTruthy();
  });

  it('refuses a file that is not a PDF, JPG or PNG before sending anything', async () => {
    renderWithProviders(<ScanUpload scanRef={scanRef} open />);
    choose([new File(['x'], '表决票.docx')]);
    await screen.findByText('仅支持 PDF、JPG、PNG 格式的扫描件');
    expect(screen.queryByText('表决票.docx')).toBeNull();
    expect((buttonByText(document.body, '开始识别') as HTMLButtonElement).disabled).toBe(true);
  });

  it('outside the paper period says why instead of offering the upload', () => {
    renderWithProviders(<ScanUpload scanRef={scanRef} open={false} />);
    expect(screen.getByText('当前不在纸质表决录入时间内，不能上传扫描件。')).toBeTruthy();
    expect(document.querySelector('input[type=file]')).toBeNull();
  });
});
