import { useTranslation } from 'react-i18next';
import { FullPageSpin } from './full-page-spin';
import './workbench-skeleton.css';

const SIDER_ITEMS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const ROWS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/**
 * The workbench's frame (header, side menu, a page of table rows) in plain HTML and CSS, shown at
 * once on a cold load while the workbench's code and the session arrive (issue #24: a skeleton,
 * not a full-screen spinner). Part of the entry: it needs nothing that loads later.
 */
export function WorkbenchSkeleton({ tip }: { tip?: string }) {
  const { t } = useTranslation();
  return (
    <div className="wb-skeleton" role="status" aria-busy="true" aria-label={tip ?? t('app.loading')}>
      <div className="wb-skeleton__header">
        <span className="wb-skeleton__bar wb-skeleton__bar--brand" />
      </div>
      <div className="wb-skeleton__body">
        <div className="wb-skeleton__sider">
          {SIDER_ITEMS.map((key) => (
            <span key={key} className="wb-skeleton__bar" />
          ))}
        </div>
        <div className="wb-skeleton__main">
          <div className="wb-skeleton__card">
            <span className="wb-skeleton__bar wb-skeleton__bar--title" />
            {ROWS.map((key) => (
              <span key={key} className="wb-skeleton__bar wb-skeleton__bar--row" />
            ))}
          </div>
        </div>
      </div>
    </div>
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
