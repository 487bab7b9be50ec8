import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { OwnerVoteReminders, pendingReminders, ReminderOptOutSwitch } from './owner-reminders';

// The owner's side of 催票提醒 (issue #26 item 3): in-app reminders on the home page, opt-out on 我的.
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
const HOUR = 3600_000;
const reminder = (votingCode: string, overrides: Record<string, unknown> = {}) => ({
  votingCode,
  title: `表决 ${votingCode}`,
  communityName: '阳光花园',
  endDate: new Date(Date.now() + 48 * HOUR).toISOString(),
  remindedAt: '2026-11-29T02:00:00.000Z',
  voted: false,
  ...overrides,
});

beforeEach(() => {
  localStorage.setItem('ownerToken', JSON.stringify({ value: 'owner-token', expiresAt: null }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('pendingReminders', () => {
  it('keeps votes still running and not cast, one line per vote, the latest reminder first', () => {
    const now = Date.now();
    const list = pendingReminders(
      [
        reminder('V1', { remindedAt: '2026-11-28T02:00:00.000Z' }),
        reminder('V1', { remindedAt: '2026-11-29T02:00:00.000Z' }),
        reminder('V2', { voted: true }),
        reminder('V3', { endDate: new Date(now - HOUR).toISOString() }),
        reminder('V4', { endDate: null, remindedAt: '2026-11-27T02:00:00.000Z' }),
      ],
      now,
    );
    expect(list.map((item) => [item.votingCode, item.remindedAt])).toEqual([
      ['V1', '2026-11-29T02:00:00.000Z'],
      ['V4', '2026-11-27T02:00:00.000Z'],
    ]);
  });
});

describe('owner reminders', () => {
  it('lists the votes still to cast on the home page, each linking to its vote', async () => {
    fetchMock.mockImplementation(async () => ok([reminder('V 1'), reminder('V2', { voted: true })]));
    renderRoutes([{ path: '/owner', element: <OwnerVoteReminders /> }], '/owner');
    const card = await screen.findByTestId('owner-reminders');
    const links = card.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/owner/votes/V%201');
    expect(links[0]?.textContent).toContain('《表决 V 1》尚未投票');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/v1/owner/voteReminders');
  });

  it('shows nothing when no reminder is pending', async () => {
    fetchMock.mockImplementation(async () => ok([reminder('V2', { voted: true })]));
    const { container } = renderRoutes([{ path: '/owner', element: <OwnerVoteReminders /> }], '/owner');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="owner-reminders"]')).toBeNull();
  });

  it('opts out and back in on 我的', async () => {
    const posts: unknown[] = [];
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { optedOut: boolean };
        posts.push(body);
        return ok(body);
      }
      return ok({ optedOut: false });
    });
    renderRoutes([{ path: '/owner/profile', element: <ReminderOptOutSwitch /> }], '/owner/profile');
    const toggle = await screen.findByTestId('reminder-opt-in-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(posts).toEqual([{ optedOut: true }]);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(posts).toEqual([{ optedOut: true }, { optedOut: false }]);
  });
});
