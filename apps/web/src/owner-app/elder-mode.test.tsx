import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOwnerSession } from '../features/account/owner-session';
import { saveOwnerToken } from '../lib/session';
import { jsonResponse } from '../test/owner-render';
import { ElderModeProvider, useElderMode } from './elder-mode';

// Elder mode is remembered per owner (issue #26 item 4): read from the account after login, saved
// with each change, local storage only the first-paint cache.

const fetchMock = vi.fn<typeof fetch>();
let saved: boolean | null;
const puts: unknown[] = [];

function serve(initial: boolean | null) {
  saved = initial;
  fetchMock.mockImplementation(async (input, init) => {
    if (!String(input).startsWith('/v1/owner/preferences')) return jsonResponse({ code: 404 }, 404);
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { elderMode: boolean };
      puts.push(body);
      saved = body.elderMode;
    }
    return jsonResponse({ code: 200, message: 'success', data: { elderMode: saved } });
  });
}

function Probe() {
  const { enabled, setEnabled } = useElderMode();
  const session = useOwnerSession();
  return (
    <>
      <span data-testid="enabled">{String(enabled)}</span>
      <button type="button" onClick={() => setEnabled(!enabled)}>
        toggle
      </button>
      <button type="button" onClick={() => session.signIn('owner-token')}>
        sign in
      </button>
    </>
  );
}

const shown = () => screen.getByTestId('enabled').textContent;
const renderProbe = () =>
  render(
    <ElderModeProvider>
      <Probe />
    </ElderModeProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  puts.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('elder mode remembered on the account', () => {
  it("paints the device's choice first, then takes the account's", async () => {
    localStorage.setItem('ownerElderMode', 'off');
    saveOwnerToken('owner-token');
    serve(true);
    renderProbe();
    expect(shown()).toBe('false');
    await waitFor(() => expect(shown()).toBe('true'));
    // The root's mark and the device's cache follow in an effect after that render.
    await waitFor(() => expect(document.documentElement.dataset.elder).toBe('on'));
    expect(localStorage.getItem('ownerElderMode')).toBe('on');
    expect(puts).toEqual([]);
  });

  it('saves each change to the account', async () => {
    saveOwnerToken('owner-token');
    serve(false);
    renderProbe();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    act(() => screen.getByText('toggle').click());
    expect(shown()).toBe('true');
    await waitFor(() => expect(puts).toEqual([{ elderMode: true }]));
    expect(saved).toBe(true);
  });

  it('a choice made on the login screen goes to the account at login, over what the account had', async () => {
    serve(false);
    renderProbe();
    act(() => screen.getByText('toggle').click());
    expect(shown()).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => screen.getByText('sign in').click());
    await waitFor(() => expect(puts).toEqual([{ elderMode: true }]));
    expect(shown()).toBe('true');
  });

  it("an account that never chose takes the device's earlier choice", async () => {
    localStorage.setItem('ownerElderMode', 'on');
    serve(null);
    renderProbe();
    act(() => screen.getByText('sign in').click());
    await waitFor(() => expect(puts).toEqual([{ elderMode: true }]));
    expect(shown()).toBe('true');
  });

  it("keeps the device's choice when the account cannot be read", async () => {
    localStorage.setItem('ownerElderMode', 'on');
    saveOwnerToken('owner-token');
    fetchMock.mockResolvedValue(jsonResponse({ code: 500, message: 'down', data: null }, 500));
    renderProbe();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(shown()).toBe('true');
  });
});
