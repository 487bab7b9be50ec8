import type { BaseInfoDto, MyHousesDto } from '@gongzhi/domain/certification/certification-api';
import { queryOptions } from '@tanstack/react-query';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';

/** The owner H5's own calls (docs/contracts/roster.md, owner session). */

// The server's output schemas (packages/domain/src/certification/certification-api.ts).
export type MyHouses = MyHousesDto;
export type MyCommunity = MyHousesDto['communities'][number];
export type MyHouse = MyCommunity['houses'][number];
export type BaseInfo = BaseInfoDto;

export const myHousesQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'myHouses'],
  queryFn: () => ownerRequest<MyHouses>({ url: '/v1/owner/myHouses' }),
});

export const baseInfoQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'baseInfo'],
  queryFn: () => ownerRequest<BaseInfo>({ url: '/v1/owner/baseInfo' }),
});
