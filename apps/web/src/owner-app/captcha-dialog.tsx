import type { SendMobileCodeResult } from '../features/account/account-api';
import { CaptchaModal } from '../features/account/captcha-modal';
import { AntdProviders } from './antd-layout';

/** The picture captcha of SPEC §5 (rarely needed: after too many codes), with antd loaded on demand. */
export default function CaptchaDialog(props: {
  mobile: string | null;
  onCancel: () => void;
  onSent: (result: SendMobileCodeResult) => void;
}) {
  return (
    <AntdProviders>
      <CaptchaModal {...props} />
    </AntdProviders>
  );
}
