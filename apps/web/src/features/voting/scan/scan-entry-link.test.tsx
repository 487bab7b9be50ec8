import { configure, screen, waitFor } from '@testing-library/react';
import Form from 'antd/es/form';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { ok, stubFetchPerTest } from '../../../test/workbench-page';
import { handEntryPath, ScanEntryPrefill } from './scan-entry-link';

// 录入纸质选票 opened from a scanned page that cannot count by itself (issue #27): the link names the
// voter's house when the code named one, and the entry form comes with that building and house chosen.

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

stubFetchPerTest(async (url) => {
  if (url.startsWith('/v1/voting/votingScopeBuildingList'))
    return ok([
      { buildingCode: 'B1', buildingName: '1栋', houseCount: 2, totalArea: 200 },
      { buildingCode: 'B11', buildingName: '11栋', houseCount: 1, totalArea: 100 },
    ]);
  if (url.startsWith('/v1/voting/votingScopeHouseList')) {
    const building = new URL(url, 'http://x').searchParams.get('buildingCode');
    return ok(
      building === 'B1'
        ? [{ houseCode: 'H106', unitNo: '1', houseNo: '106', area: 100, voterKey: 'K6' }]
        : [{ houseCode: 'H999', unitNo: '1', houseNo: '101', area: 100, voterKey: 'K9' }],
    );
  }
  return undefined;
});

function EntryForm() {
  const [form] = Form.useForm();
  const values = Form.useWatch([], form) as Record<string, string> | undefined;
  return (
    <Form form={form}>
      <Form.Item name="buildingCode" hidden>
        <input />
      </Form.Item>
      <Form.Item name="houseCode" hidden>
        <input />
      </Form.Item>
      <ScanEntryPrefill form={form} communityInfoCode="YGHY001" votingCode="V1" />
      <div data-testid="values">{`${values?.buildingCode ?? ''}/${values?.houseCode ?? ''}`}</div>
    </Form>
  );
}

describe('hand entry of a scanned page', () => {
  it('links to the entry page, with the voter when the page names one', () => {
    const linkTo = (path: string) => `/manage/${path}?communityCode=YGHY001`;
    expect(handEntryPath(linkTo, 'V1', { houseCodes: [], houseNames: [] })).toBe(
      '/manage/PaperInvoice/V1?communityCode=YGHY001',
    );
    const url = new URL(
      handEntryPath(linkTo, 'V1', { houseCodes: ['H106'], houseNames: ['1栋 1单元 106'] }),
      'http://x',
    );
    expect(url.pathname).toBe('/manage/PaperInvoice/V1');
    expect([...url.searchParams.entries()]).toEqual([
      ['communityCode', 'YGHY001'],
      ['scanHouseCode', 'H106'],
      ['scanHouseName', '1栋 1单元 106'],
    ]);
  });

  it("says whose ballot is entered and chooses the house's building and the house", async () => {
    renderRoutes(
      [{ path: '/manage/PaperInvoice/:votingCode', element: <EntryForm /> }],
      `/manage/PaperInvoice/V1?scanHouseCode=H106&scanHouseName=${encodeURIComponent('1栋 1单元 106')}`,
    );
    expect((await screen.findByTestId('scan-entry-prefill')).textContent).toContain('1栋 1单元 106');
    await waitFor(() => expect(screen.getByTestId('values').textContent).toBe('B1/H106'));
  });

  it('without a house in the link, nothing is said or chosen', async () => {
    renderRoutes(
      [{ path: '/manage/PaperInvoice/:votingCode', element: <EntryForm /> }],
      '/manage/PaperInvoice/V1',
    );
    await screen.findByTestId('values');
    expect(screen.queryByTestId('scan-entry-prefill')).toBeNull();
    expect(screen.getByTestId('values').textContent).toBe('/');
  });
});
