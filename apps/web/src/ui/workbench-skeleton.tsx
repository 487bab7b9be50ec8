import { useTranslation } from 'react-i18next';
import { FullPageSpin } from './full-page-spin';
import { WORKBENCH_SKELETON_INNER } from './workbench-skeleton-markup';
import './workbench-skeleton.css';

/**
 * The workbench's frame (header, side menu, a page of table rows) in plain HTML and CSS, shown at
 * once on a cold load while the workbench's code and the session arrive (issue #24: a skeleton,
 * not a full-screen spinner). Part of the entry: it needs nothing that loads later. The markup is
 * shared with the static workbench.html (workbench-skeleton-markup.ts), so both draw the same frame.
 */
export function WorkbenchSkeleton({ tip }: { tip?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="wb-skeleton"
      role="status"
      aria-busy="true"
      aria-label={tip ?? t('app.loading')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup shared with workbench.html
      dangerouslySetInnerHTML={{ __html: WORKBENCH_SKELETON_INNER }}
    />
  );
}

const WORKBENCH_PATH = /^\/(manage|government)(\/|$)/;

/**
 * What the app shows while the first page's code loads: the workbench skeleton under /manage and
 * /government, a spinner elsewhere (login, owner pages).
 */
export function StartupFallback({ pathname = window.location.pathname }: { pathname?: string }) {
  return WORKBENCH_PATH.test(pathname) ? <WorkbenchSkeleton /> : <FullPageSpin tip="" />;
}
