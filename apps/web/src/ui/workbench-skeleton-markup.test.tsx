import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { zhCN } from '../locales/zh-cn';
import { WorkbenchSkeleton } from './workbench-skeleton';
import { STATIC_SKELETON_LABEL, workbenchSkeletonHtml } from './workbench-skeleton-markup';

describe('workbench skeleton markup', () => {
  it('draws the same frame in the static page as the React component', () => {
    const { container } = render(<WorkbenchSkeleton tip={STATIC_SKELETON_LABEL} />);
    expect(workbenchSkeletonHtml(STATIC_SKELETON_LABEL)).toBe(container.innerHTML);
  });

  it('labels the static frame with the Chinese loading text of the app', () => {
    expect(STATIC_SKELETON_LABEL).toBe(zhCN.app.loading);
    expect(workbenchSkeletonHtml('a"<b')).toContain('aria-label="a&quot;&lt;b"');
  });
});
