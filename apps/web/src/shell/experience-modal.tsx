import type { CommunityDto } from '@gongzhi/domain/account/user-info';
import { isExperienceCommunity } from '@gongzhi/domain/community/community-flags';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const EXPERIENCE_COUNTDOWN_SECONDS = 5;
const DISMISSED_KEY = 'experienceDismissed:';

function wasDismissed(code: string): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY + code) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(code: string): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY + code, '1');
  } catch {
    // Without session storage the notice simply shows again next time.
  }
}

type ExperienceModalProps = { community: CommunityDto | null };

/**
 * Entering an experience community shows its notice once per browser session; the dismiss button
 * unlocks after a 5-second countdown so the notice is actually read (SPEC §2.5).
 */
export function ExperienceModal({ community }: ExperienceModalProps) {
  const { t } = useTranslation();
  const code = community && isExperienceCommunity(community) ? community.communityInfoCode : null;
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(EXPERIENCE_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (code && !wasDismissed(code)) {
      setOpenFor(code);
      setSeconds(EXPERIENCE_COUNTDOWN_SECONDS);
    } else {
      setOpenFor(null);
    }
  }, [code]);

  useEffect(() => {
    if (!openFor || seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [openFor, seconds]);

  const dismiss = () => {
    if (openFor) rememberDismissed(openFor);
    setOpenFor(null);
  };

  return (
    <Modal
      open={openFor !== null}
      title={t('messages.experienceTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
      footer={
        <Button type="primary" disabled={seconds > 0} onClick={dismiss}>
          {seconds > 0 ? t('shell.dismissIn', { seconds }) : t('shell.dismiss')}
        </Button>
      }
    >
      <p>{t('messages.experienceBody')}</p>
    </Modal>
  );
}
