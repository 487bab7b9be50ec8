import { Brand } from '../../ui/brand';
import { SmsLoginForm } from './sms-login-form';

type OwnerLoginPanelProps = {
  title: string;
  hint: string;
  /** Called with the token of the owner session the login created. */
  onLoggedIn: (token: string) => void;
};

/**
 * The owner-H5 login (the mini-program stand-in): SMS with `isWxAPP: true`, which gives an owner
 * session. Shared by the QR scan confirmation and the owner pages.
 */
export function OwnerLoginPanel({ title, hint, onLoggedIn }: OwnerLoginPanelProps) {
  return (
    <div className="owner-page">
      <div className="owner-page__brand">
        <Brand size={36} />
      </div>
      <h1 className="owner-page__title">{title}</h1>
      <p className="owner-page__hint">{hint}</p>
      <SmsLoginForm
        adminOwnerType="COMMUNITY"
        isWxAPP
        onLoggedIn={(info) => {
          if (info.token) onLoggedIn(info.token);
        }}
      />
    </div>
  );
}
