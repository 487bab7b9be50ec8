import type { CommunityDto } from '@gongzhi/domain/account/user-info';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../locales/i18n';
import { ExperienceModal } from './experience-modal';

const community = (code: string, experienceTag: 'YES' | 'NO') =>
  ({
    communityInfoCode: code,
    communityName: code,
    roles: ['COMMITTEE_MEMBER'],
    hasAuth: 'YES',
    vankeTag: 'NO',
    crmRole: null,
    experienceTag,
    experienceServiceTag: 'NO',
    hasOpenWorkOrder: 'YES',
    viewOnlyForOwners: 'NO',
    allowOwnerMotion: 'NO',
    votingRoleTypes: [],
  }) as unknown as CommunityDto;

const trial = community('T', 'YES');
const real = community('A', 'NO');

// Without motion a closed modal is hidden at once (jsdom never ends a CSS transition).
function modal(value: CommunityDto | null) {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <ExperienceModal community={value} />
      </App>
    </ConfigProvider>
  );
}

function renderModal(value: CommunityDto | null) {
  return render(modal(value));
}

function isShown(): boolean {
  return screen.queryByText(MESSAGES.experienceTitle) !== null && screen.queryByRole('dialog') !== null;
}

async function waitOutCountdownAndDismiss() {
  for (let second = 0; second < 5; second += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }
  fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('experience modal (SPEC §2.5)', () => {
  it('shows on every entry to the experience community, with the 5-second countdown each time', async () => {
    const view = renderModal(trial);
    expect(isShown()).toBe(true);
    expect((screen.getByRole('button', { name: /我知道了（5s）/ }) as HTMLButtonElement).disabled).toBe(true);
    await waitOutCountdownAndDismiss();
    expect(isShown()).toBe(false);

    // Staying in the community does not bring it back.
    view.rerender(modal(trial));
    expect(isShown()).toBe(false);

    // Leaving for a real community, then entering the experience community again: shown again.
    view.rerender(modal(real));
    expect(isShown()).toBe(false);
    view.rerender(modal(trial));
    expect(isShown()).toBe(true);
    expect((screen.getByRole('button', { name: /我知道了（5s）/ }) as HTMLButtonElement).disabled).toBe(true);
    await waitOutCountdownAndDismiss();

    // Leaving for a page without community (null) and coming back is an entry too.
    view.rerender(modal(null));
    view.rerender(modal(trial));
    expect(isShown()).toBe(true);
  });

  it('shows again when the workbench is opened anew in the same browser session', async () => {
    const first = renderModal(trial);
    await waitOutCountdownAndDismiss();
    first.unmount();
    renderModal(trial);
    expect(isShown()).toBe(true);
  });

  it('never shows in a real community', () => {
    renderModal(real);
    expect(isShown()).toBe(false);
  });
});
