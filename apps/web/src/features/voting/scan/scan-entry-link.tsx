import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import type { FormInstance } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { scopeBuildingsQuery, scopeHousesQuery } from '../voting-api';
import type { ScanPage } from './scan-api';
import './scan-locale';

/** Query parameters of 录入纸质选票 that name the house of a scanned page to enter by hand. */
const HOUSE = 'scanHouseCode';
const NAME = 'scanHouseName';

/**
 * Where a page that cannot count by itself (blank ballot, unreadable) is entered by hand: the vote's
 * paper ballot entry (纸质表决票), for the page's voter when the code named one, else the page alone.
 */
export function handEntryPath(
  linkTo: (path: string) => string,
  votingCode: string,
  page: Pick<ScanPage, 'houseCodes' | 'houseNames'>,
): string {
  const base = linkTo(`PaperInvoice/${encodeURIComponent(votingCode)}`);
  const house = page.houseCodes[0];
  if (!house) return base;
  const query = new URLSearchParams({ [HOUSE]: house, [NAME]: page.houseNames[0] ?? '' });
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`;
}

/**
 * On 录入纸质选票 opened from a scanned page: says whose ballot is entered and picks its building and
 * house in the entry form. The building is the one whose name starts the house's name (houseName on
 * the server: "1栋 1单元 101"), checked by finding the house among its houses; else the staff picks.
 */
export function ScanEntryPrefill({
  form,
  communityInfoCode,
  votingCode,
}: {
  form: FormInstance;
  communityInfoCode: string;
  votingCode: string;
}) {
  const { t } = useTranslation('votingScan');
  const [params] = useSearchParams();
  const houseCode = params.get(HOUSE);
  const houseName = params.get(NAME) ?? '';
  const client = useQueryClient();
  const buildings = useQuery({ ...scopeBuildingsQuery(communityInfoCode, votingCode), enabled: !!houseCode });
  useEffect(() => {
    if (!houseCode || !buildings.data) return;
    const candidates = buildings.data
      .filter((b) => houseName === b.buildingName || houseName.startsWith(`${b.buildingName} `))
      .sort((a, b) => b.buildingName.length - a.buildingName.length);
    let cancelled = false;
    void (async () => {
      for (const building of candidates) {
        const houses = await client.fetchQuery(
          scopeHousesQuery(communityInfoCode, votingCode, building.buildingCode),
        );
        if (cancelled) return;
        if (houses.some((house) => house.houseCode === houseCode)) {
          form.setFieldsValue({ buildingCode: building.buildingCode, houseCode });
          return;
        }
      }
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [houseCode, houseName, buildings.data, client, communityInfoCode, votingCode, form]);
  if (!houseCode) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="scan-entry-prefill"
      title={t('review.handEntryFor', { house: houseName || houseCode })}
    />
  );
}
