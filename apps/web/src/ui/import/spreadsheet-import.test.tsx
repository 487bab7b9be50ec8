import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { importFailureLines } from './import-api';
import { SpreadsheetImport } from './spreadsheet-import';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'ok', data });
const xlsx = () => new File(['PK'], '楼栋.xlsx');

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('importFailureLines', () => {
  it('lists the rows of a refused apply without repeating the alert sentence', () => {
    const failure = {
      code: 400,
      message: '出现错误，请根据下方提示修改后重新导入\n工作表“楼栋”第3行“面积”列：请输入数字\n……共5处错误',
      options: { url: '/x' },
    };
    expect(importFailureLines(failure)).toEqual(['工作表“楼栋”第3行“面积”列：请输入数字', '……共5处错误']);
    expect(importFailureLines(new Error('仅支持上传xlsx格式的文件'))).toEqual(['仅支持上传xlsx格式的文件']);
  });
});

describe('SpreadsheetImport', () => {
  it('shows the SPEC alert with the server’s row errors after the check', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      ok({
        ok: false,
        rowCount: 1,
        errorCount: 3,
        errors: [
          {
            sheet: '楼栋',
            row: 3,
            column: '面积',
            message: '请输入数字',
            text: '工作表“楼栋”第3行“面积”列：请输入数字',
          },
          { sheet: '楼栋', row: 4, column: null, message: '楼栋重复', text: '工作表“楼栋”第4行：楼栋重复' },
        ],
      }),
    );
    renderWithProviders(
      <SpreadsheetImport
        checkUrl="/v1/x/check"
        applyUrl="/v1/x/apply"
        fields={{ communityInfoCode: 'YGHY001' }}
      />,
    );
    await user.upload(fileInput(), xlsx());
    await screen.findByText('出现错误，请根据下方提示修改后重新导入');
    screen.getByText('工作表“楼栋”第3行“面积”列：请输入数字');
    screen.getByText('工作表“楼栋”第4行：楼栋重复');
    screen.getByText('……共3处错误，仅列出前2处');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/x/check');
    const body = init?.body as FormData;
    expect(body.get('communityInfoCode')).toBe('YGHY001');
    expect((body.get('file') as File).name).toBe('楼栋.xlsx');
    expect(screen.queryByRole('button', { name: /确认导入/ })).toBeNull();
  });

  it('applies a clean file after confirmation and shows the summary', async () => {
    const user = userEvent.setup();
    const onApplied = vi.fn();
    fetchMock
      .mockResolvedValueOnce(ok({ ok: true, rowCount: 12, errorCount: 0, errors: [] }))
      .mockResolvedValueOnce(ok({ created: 12 }));
    renderWithProviders(
      <SpreadsheetImport checkUrl="/v1/x/check" applyUrl="/v1/x/apply" onApplied={onApplied} />,
    );
    await user.upload(fileInput(), xlsx());
    await screen.findByText('校验通过：共12行数据，确认后将一次性全部导入');
    await user.click(screen.getByRole('button', { name: /确认导入/ }));
    await screen.findByText('文件“楼栋.xlsx”共导入12行数据');
    expect(onApplied).toHaveBeenCalledWith({ created: 12 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/v1/x/apply');
  });

  it('refuses anything but xlsx before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<SpreadsheetImport checkUrl="/c" applyUrl="/a" />);
    await user.upload(fileInput(), new File(['x'], '楼栋.xls'));
    await screen.findByText('仅支持上传xlsx格式的文件');
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
