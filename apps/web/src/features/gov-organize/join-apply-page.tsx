import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFrame } from '../site/public/site-views';
import { useSiteIcp } from '../site/site-data';
import { JoinApplyForm } from './join-apply-form';
import './join-locale';
import './join-apply.css';

/**
 * /join: 政府单位入驻申请 in the public site's frame. A SPA page, not prerendered: the SMS code,
 * the captcha and the uploads need JavaScript (docs/contracts/government.md "Join form").
 */
export function JoinApplyPage() {
  const { t } = useTranslation('govJoin');
  const [submitted, setSubmitted] = useState<string | null>(null);
  return (
    <SiteFrame page="join" icp={useSiteIcp()}>
      <section className="gz-pagehead">
        <div className="gz-container">
          <h1>{t('title')}</h1>
          <p>{t('lead')}</p>
        </div>
      </section>
      <section className="gz-section gz-container gov-join">
        {submitted ? (
          <Result
            status="success"
            title={submitted}
            subTitle={t('steps')}
            extra={[
              <Button key="home" href="/">
                {t('submittedBack')}
              </Button>,
              <Button key="login" type="primary" href="/login">
                {t('submittedLogin')}
              </Button>,
            ]}
          />
        ) : (
          <>
            <p className="gov-join__steps">{t('steps')}</p>
            <JoinApplyForm onSubmitted={setSubmitted} />
            <p className="gov-join__login">
              {t('loginHint')}
              <a href="/login">{t('loginLink')}</a>
            </p>
          </>
        )}
      </section>
    </SiteFrame>
  );
}
