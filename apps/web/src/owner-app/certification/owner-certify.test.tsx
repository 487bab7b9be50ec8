import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { OwnerToastHost } from '../owner-ui';
import { OwnerCertify } from './owner-certify';

// The photo is stored at once: the upload itself has its own tests (ui/upload).
vi.mock('../../ui/upload/upload-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../ui/upload/upload-api')>()),
  uploadAttachment: async (file: File) => ({
    attachmentId: 'A1',
    sourceName: file.name,
    contentType: file.type,
    size: file.size,
  }),
}));

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
const AREAS = [
  {
    code: 'P1',
    name: '广东省',
    level: 'PROVINCE',
    children: [{ code: 'YGHY001', name: '阳光花园', level: 'COMMUNITY', children: [] }],
  },
];

function answer(submit: () => Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/area')) return ok(AREAS);
    if (url.startsWith('/v1/owner/certification/myList')) return ok([]);
    if (url.startsWith('/v1/owner/certification/buildingOptions')) {
      return ok([{ buildingCode: 'B3', buildingName: '3栋', buildingAttribute: 'HIGH_RISE' }]);
    }
    if (url.startsWith('/v1/owner/certification/houseOptions')) {
      return ok([{ houseCode: 'H201', unitNo: '1', floor: 2, houseNo: '201' }]);
    }
    if (url.startsWith('/v1/owner/certification/submit')) return submit();
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
}

function renderCertify() {
  return renderRoutes(
    [
      {
        path: '/owner/certify',
        element: (
          <>
            <OwnerCertify />
            <OwnerToastHost />
          </>
        ),
      },
    ],
    '/owner/certify',
  );
}

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(label));
  const item = await screen.findByRole('option', { name: option });
  fireEvent.click(item);
}

beforeEach(() => {
  localStorage.setItem('ownerToken', JSON.stringify({ value: 'owner-token', expiresAt: null }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('owner certification (plain components)', () => {
  it('says what is missing on submit and checks the ID on blur', async () => {
    answer(() => ok(null));
    const { container } = renderCertify();
    expect(await screen.findByRole('heading', { name: '业主认证' })).toBeTruthy();
    fireEvent.click(screen.getByText('提交认证'));
    for (const text of [
      '请选择小区',
      '请选择楼栋',
      '请选择房号',
      '请填写姓名',
      '请输入正确的身份证号',
      '请上传证明材料',
    ]) {
      expect(screen.getByText(text), text).toBeTruthy();
    }
    const cardNo = screen.getByLabelText('证件号码');
    fireEvent.change(cardNo, { target: { value: '110101199003074514' } });
    fireEvent.blur(cardNo);
    expect(screen.queryByText('请输入正确的身份证号')).toBeNull();
    expect(container.querySelector('.ant-btn, .ant-select-selector')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/certification/submit'))).toBe(false);
  });

  it('shows an ID bound to another user (534) at the ID field, not as a toast', async () => {
    answer(() =>
      jsonResponse(
        {
          code: 534,
          message: '该身份证已绑定其他用户，请在“个人中心-设置-实名信息管理”中解绑后重试',
          data: null,
        },
        409,
      ),
    );
    const { container } = renderCertify();
    await screen.findByRole('heading', { name: '业主认证' });
    await choose('小区', '阳光花园');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('buildingOptions'))).toBe(true),
    );
    await choose('楼栋', '3栋');
    await choose('房号', '1-201');
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '钱志远' } });
    fireEvent.change(screen.getByLabelText('证件号码'), { target: { value: '440305199001010018' } });
    const upload = container.querySelector('.phone-upload__input') as HTMLInputElement;
    expect(screen.getByLabelText('房产证明材料')).toBe(upload);
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'certificate.png', { type: 'image/png' });
    fireEvent.change(upload, { target: { files: [photo] } });
    await waitFor(() => expect(container.querySelector('.phone-upload__item--done')).not.toBeNull());
    fireEvent.click(screen.getByText('提交认证'));
    const field = await waitFor(() => {
      const error = container.querySelector('.ant-form-item .ant-form-item-explain-error');
      expect(error).not.toBeNull();
      return error?.closest('.ant-form-item');
    });
    expect(field?.querySelector('#owner-certify_cardNo')).not.toBeNull();
    expect(field?.textContent).toContain('该身份证已绑定其他用户');
    expect(container.querySelector('.ant-message-notice')).toBeNull();
    const submitted = fetchMock.mock.calls.find(([url]) => String(url).includes('/certification/submit'));
    expect(JSON.parse(String(submitted?.[1]?.body))).toMatchObject({
      communityInfoCode: 'YGHY001',
      houseCode: 'H201',
      ownerName: '钱志远',
      cardNo: '440305199001010018',
      proveFileIds: ['A1'],
      isAgent: 'NO',
    });
  });
});
