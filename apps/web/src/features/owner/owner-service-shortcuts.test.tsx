import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { OwnerServiceShortcuts } from './owner-service-shortcuts';

describe('the owner home entries', () => {
  it('link complaints, government information, activities and votes, and open them', async () => {
    renderRoutes(
      [
        { path: '/owner', element: <OwnerServiceShortcuts /> },
        { path: '/owner/complaints', element: <h1>complaints page</h1> },
      ],
      '/owner',
    );
    const href = (name: string) => screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href');
    expect(href('投诉建议')).toBe('/owner/complaints');
    expect(href('政府信息')).toBe('/owner/govInformation');
    expect(href('社区活动')).toBe('/owner/govActivities');
    expect(href('表决与公示')).toBe('/owner/votes');
    fireEvent.click(screen.getByRole('link', { name: /投诉建议/ }));
    expect(await screen.findByRole('heading', { name: 'complaints page' })).toBeTruthy();
  });
});
