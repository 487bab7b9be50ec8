import type { CommunityDto } from '@gongzhi/domain/account/user-info';
import { isExperienceCommunity } from '@gongzhi/domain/community/community-flags';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const EXPERIENCE_COUNTDOWN_SECONDS = 5;

type ExperienceModalProps = { community: CommunityDto | null };

/**
 * Every entry to an experience community shows its notice (SPEC §2.5): opening the workbench in it,
 * switching to it from another community, or coming back to it from a page without community. Moving
 * between its own pages is no new entry. The dismiss button unlocks after a 5-second countdown so the
 * notice is actually read.
 */
export function ExperienceModal({ community }: ExperienceModalProps) {
  const { t } = useTranslation();
  const code = community && isExperienceCommunity(community) ? community.communityInfoCode : null;
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(EXPERIENCE_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (code) {
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

  const dismiss = () => setOpenFor(null);

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
