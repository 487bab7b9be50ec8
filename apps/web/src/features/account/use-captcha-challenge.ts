import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { generateVerifyCodeImage, type SendMobileCodeResult, sendMobileCode } from './account-api';

/** SPEC §5's picture width, on the workbench's modal and the owner entry's dialog alike. */
export const CAPTCHA_IMAGE_WIDTH = 230;

type CaptchaChallengeOptions = {
  /** The mobile number waiting for its code; the picture is fetched while set. */
  mobile: string | null;
  /** The code was sent after the picture captcha was accepted. */
  onSent: (result: SendMobileCodeResult) => void;
  /** Shows a failure the way the caller's shell does (antd message, owner toast). */
  onError: (text: string) => void;
};

/**
 * The picture captcha that a 405 answer to sendMobileCode asks for (SPEC §5), without markup, so
 * that features/account/captcha-modal (antd) and owner-app/captcha-dialog (no antd: the owner
 * entry must not pull it in) run the same steps: fetch the image, refresh it on click or after a
 * 405, check the answer is not empty and retry the send with `verifyCodeImage`.
 */
export function useCaptchaChallenge({ mobile, onSent, onError }: CaptchaChallengeOptions) {
  const { t } = useTranslation();
  const [nonce, setNonce] = useState(0);
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const image = useQuery({
    queryKey: ['verifyCodeImage', mobile, nonce],
    queryFn: () => generateVerifyCodeImage(mobile ?? ''),
    enabled: mobile !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    // Outside production the server returns the text too, so a demo user can pass the check.
    setValue(image.data?.devCaptcha ?? '');
  }, [image.data]);

  const refresh = () => setNonce((count) => count + 1);

  const confirm = async () => {
    // A second Enter while the send is on its way must not send twice.
    if (!mobile || sending) return;
    if (!value.trim()) {
      onError(t('messages.captchaRequired'));
      return;
    }
    setSending(true);
    try {
      const result = await sendMobileCode(mobile, value.trim());
      setValue('');
      onSent(result);
    } catch (error) {
      onError(failureMessage(error, t('messages.captchaWrong')));
      if (isRequestFailure(error) && error.code === 405) refresh();
    } finally {
      setSending(false);
    }
  };

  return { image, value, setValue, sending, refresh, confirm };
}
