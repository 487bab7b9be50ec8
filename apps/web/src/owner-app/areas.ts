import { certificationRoutes } from './certification/routes';
import { complaintRoutes } from './complaint/routes';
import { estateRoutes } from './estate/routes';
import { financeRoutes } from './finance/routes';
import { govActivityRoutes } from './gov-activity/routes';
import { govInformationRoutes } from './gov-information/routes';
import type { RouteObject } from './nav';
import { noticeRoutes } from './notice/routes';
import { ownerAreaRoutes } from './owner/routes';
import { proposalRoutes } from './proposal/routes';
import { questionnaireRoutes } from './questionnaire/routes';
import { quickVoteRoutes } from './quick-vote/routes';
import { votingRoutes } from './voting/routes';

/**
 * The owner pages written on the plain components, one route list per business area
 * (`owner-app/<area>/routes.tsx`, lazily loaded pages with the SPA's page configs). Add an area's
 * list here when its pages move; `owner-routes.tsx` then stops serving the SPA's page for them.
 */
export function plainAreaRoutes(): RouteObject[] {
  return [
    ...certificationRoutes(),
    ...ownerAreaRoutes(),
    ...noticeRoutes,
    ...financeRoutes,
    ...complaintRoutes,
    ...estateRoutes,
    ...govInformationRoutes,
    ...govActivityRoutes,
    ...proposalRoutes,
    ...questionnaireRoutes,
    ...quickVoteRoutes,
    ...votingRoutes,
  ];
}
