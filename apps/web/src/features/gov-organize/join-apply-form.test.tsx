import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { JoinApplyForm } from './join-apply-form';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown, message = 'success') => jsonResponse({ code: 200, message, data });

function bodies(path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The PUT goes through fetch (upload-api's path without XMLHttpRequest), so the mock sees it.
  vi.stubGlobal('XMLHttpRequest', undefined);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/account/sendMobileCode')) return ok({ devCode: '654321' });
    if (url.startsWith('/v1/govJoinRecord/presignProof'))
      return ok({
        url: '/v1/api/cos/upload/A-PROOF?expires=1&signature=x',
        method: 'PUT',
        headers: { 'Content-Type': 'application/pdf' },
        attachmentId: 'A-PROOF',
        pubAttachmentId: 'P-PROOF',
        expiresAt: '2026-11-28T00:00:00.000Z',
      });
    if (url.startsWith('/v1/api/cos/upload/')) return ok({ attachmentId: 'A-PROOF' });
    if (url.startsWith('/v1/govJoinRecord/submit')) {
      void init;
      return ok({ joinRecordId: 'GJ1' }, '提交成功，我们将在2个工作日内与您联系');
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function setup() {
  const onSubmitted = vi.fn();
  renderWithProviders(<JoinApplyForm onSubmitted={onSubmitted} />);
  return { onSubmitted, user: userEvent.setup() };
}

async function fillUnit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('省份'), '广东省');
  await user.type(screen.getByLabelText('城市'), '深圳市');
  await user.type(screen.getByLabelText('区县'), '南山区');
  await user.type(screen.getByLabelText('街道名称'), '前海街道');
  await user.type(screen.getByLabelText('单位名称'), '前海街道办事处');
  await user.type(screen.getByLabelText('联系人'), '王强');
  await user.type(screen.getByLabelText('职务'), '主任');
}

describe('JoinApplyForm', () => {
  it('names every missing field and sends nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    for (const message of [
      '请填写省份',
      '请填写城市',
      '请填写区县',
      '请填写街道名称',
      '请填写单位名称',
      '请填写联系人',
      '请填写职务',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(await screen.findByText('请上传公函或工作证明')).toBeTruthy();
    expect(bodies('/v1/govJoinRecord/submit')).toHaveLength(0);
  }, 60_000);

  it('asks a 社区 for its community name', async () => {
    const { user } = setup();
    expect(screen.queryByLabelText('社区名称')).toBeNull();
    await user.click(screen.getByText('社区'));
    expect(screen.getByLabelText('社区名称')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请填写社区名称')).toBeTruthy();
  }, 60_000);

  it('uploads the proof only after the phone has its code, then sends the whole form', async () => {
    const { user, onSubmitted } = setup();
    await fillUnit(user);
    expect(screen.getByText('请先填写手机号并获取验证码，再上传证明材料')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /选择文件|上传/ })).toBeNull();
    await user.type(screen.getByLabelText('联系人手机号'), '13612345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('演示环境验证码：654321')).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], '公函.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('公函.pdf')).toBeTruthy();
    await waitFor(() => expect(bodies('/v1/govJoinRecord/presignProof')).toHaveLength(1));
    expect(bodies('/v1/govJoinRecord/presignProof')[0]).toEqual({
      mobile: '13612345678',
      verificationCode: '654321',
      sourceName: '公函.pdf',
      size: 8,
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/api/cos/upload/'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(bodies('/v1/govJoinRecord/submit')[0]).toMatchObject({
      level: 'STREET',
      province: '广东省',
      street: '前海街道',
      organizeName: '前海街道办事处',
      position: '主任',
      mobile: '13612345678',
      verificationCode: '654321',
      proofAttachmentIds: ['A-PROOF'],
    });
    // No completeUpload: the anonymous proof is completed by the submission on the server.
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/api/cos/completeUpload'))).toBe(
      false,
    );
  }, 60_000);
});
