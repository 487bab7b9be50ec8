import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { GovCertModal } from './gov-cert-modal';

// Issue #24: every field the government certification needs carries the required marker.
const fetchMock = vi.fn<typeof fetch>();
const info = {
  hasGovAuth: 'NO',
  realNameVerified: 'NO',
  ownerName: '周敏',
  cardNo: null,
  position: '社区网格员',
  communityAddress: '南山街道桃源社区',
  streetName: '南山街道',
  govCommunityName: '桃源社区',
  rejectReason: null,
  gmtApply: null,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse({ code: 200, message: 'success', data: info }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('government certification form', () => {
  it('marks name, ID number, position and work proof as required', async () => {
    renderWithProviders(<GovCertModal open onClose={() => undefined} />);
    await screen.findByLabelText('姓名', undefined, { timeout: 20000 });
    const required = [...document.querySelectorAll('label.ant-form-item-required')].map(
      (label) => label.textContent,
    );
    expect(required).toEqual(['姓名', '身份证号', '职务', '工作证明']);
  }, 60_000);
});
