import { labelledEnum } from '../common/labelled-enum';

/**
 * Platform roles (ours): people who work for the Gongzhi platform itself rather than for a community
 * or a government office. A platform operator reviews customer leads from the public site
 * (`customerClue/list`), publishes site news and may review government certifications. The role is
 * held per user, not per community, and is granted by the deployment (server table `platform_operators` in
 * apps/server/src/db/tables/gov-settings.ts, shared with government-certification review; in the demo the
 * committee director 13800000001 is also a platform operator); it never gives access to any community's data.
 * The first operator comes from `npm run admin -- create-operator`; operators then manage the list at
 * /manage/platformOperators (../platform-operator/platform-operator-api.ts).
 */
export const PlatformRole = labelledEnum([['PLATFORM_OPERATOR', '平台运营人员']] as const);
export type PlatformRole = (typeof PlatformRole.values)[number];

/** Message when a call needs a platform operator (ours). */
export const PLATFORM_OPERATOR_REQUIRED = '该功能仅限平台运营人员使用';
