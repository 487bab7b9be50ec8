import {
  WECHAT_SUBSCRIBE_OAUTH_STATE,
  type WechatReminderSetupDto,
  type WechatSubscribeDto,
} from '@gongzhi/domain/voting/reminder';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { OWNER_QUERY_KEY, ownerRequest } from '../../features/account/owner-session';
import { failureMessage } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { OwnerTag } from '../owner-ui';
import { ReminderOptOutSwitch } from '../voting/owner-reminders';
import { acceptedTemplate, isWechatBrowser, loadWechatSdk, pageNavigation } from './wechat-sdk';
import './reminder-settings.css';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** WeChat's open tag: its own button, which asks the owner to accept `template`. */
      'wx-open-subscribe': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        template: string;
      };
    }
  }
}

/** The template accepted before the OAuth round trip, posted with the code it brings back. */
const PENDING_KEY = 'gz-wechat-subscribe-pending';

/** The OAuth code in the address, when WeChat brought the owner back to this page with it. */
function oauthCode(): string | null {
  const query = new URLSearchParams(window.location.search);
  return query.get('state') === WECHAT_SUBSCRIBE_OAUTH_STATE ? query.get('code') : null;
}

/** Drops the spent code from the address, so a reload or a shared link does not carry it. */
function forgetOauthCode(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  window.history.replaceState(window.history.state, '', url.toString());
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The open tag's button: WeChat draws it from this template in its own frame, where the page's
 * stylesheets do not apply, so its looks are inline.
 */
function openTagTemplate(label: string): string {
  const style =
    'display:block;width:100%;min-height:44px;border:0;border-radius:8px;background:#1677ff;color:#fff;font-size:16px';
  return `<script type="text/wxtag-template"><button style="${style}">${escapeHtml(label)}</button></script>`;
}

type SdkState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

/**
 * 订阅投票提醒 inside WeChat (issue #26 item 3): wx.config with the server's signature of this page,
 * then WeChat's wx-open-subscribe; an accepted template is recorded with an OAuth code (the server
 * trades it for the owner's openid), fetched by a silent round trip when the page has none.
 */
function WechatSubscribe() {
  const { t } = useTranslation('owner');
  const client = useQueryClient();
  const pageUrl = window.location.href.split('#')[0] ?? window.location.href;
  const setupKey = [...OWNER_QUERY_KEY, 'wechatReminderSetup'];
  const setup = useQuery({
    queryKey: setupKey,
    queryFn: () =>
      ownerRequest<WechatReminderSetupDto>({ url: '/v1/owner/wechatReminderSetup', data: { url: pageUrl } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [sdk, setSdk] = useState<SdkState>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (input: { templateId: string; code: string }) =>
      ownerRequest<WechatSubscribeDto>({ url: '/v1/owner/wechatSubscribe', method: 'POST', data: input }),
    onMutate: () => setNotice(null),
    onSuccess: (answer) => {
      client.setQueryData<WechatReminderSetupDto>(setupKey, (old) =>
        old ? { ...old, acceptedAt: answer.acceptedAt } : old,
      );
      setNotice(t('profile.wechatSaved'));
    },
    onError: (error) => setNotice(t('profile.wechatFailed', { reason: failureMessage(error) })),
  });
  const { mutate } = save;

  // Back from WeChat's OAuth page: record the acceptance made before leaving.
  useEffect(() => {
    const pending = sessionStorage.getItem(PENDING_KEY);
    const code = oauthCode();
    if (!pending || !code) return;
    sessionStorage.removeItem(PENDING_KEY);
    forgetOauthCode();
    mutate({ templateId: pending, code });
  }, [mutate]);

  const config = setup.data;
  useEffect(() => {
    if (!config) return;
    let live = true;
    loadWechatSdk()
      .then((wx) => {
        wx.config({
          debug: false,
          appId: config.appId,
          timestamp: config.timestamp,
          nonceStr: config.nonceStr,
          signature: config.signature,
          jsApiList: [],
          openTagList: ['wx-open-subscribe'],
        });
        wx.ready(() => live && setSdk({ kind: 'ready' }));
        wx.error(
          (result) =>
            live &&
            setSdk({ kind: 'failed', message: t('profile.wechatFailed', { reason: result.errMsg ?? '' }) }),
        );
      })
      .catch(() => live && setSdk({ kind: 'failed', message: t('profile.wechatSdkFailed') }));
    return () => {
      live = false;
    };
  }, [config, t]);

  // The open tag speaks in DOM events (success, error), which React does not wire for it; a ref
  // callback listens from the moment the tag is in the page.
  const listen = useCallback(
    (tag: HTMLElement | null) => {
      if (!tag || !config) return;
      const onSuccess = (event: Event) => {
        if (!acceptedTemplate((event as CustomEvent).detail, config.templateId)) {
          setNotice(t('profile.wechatRejected'));
          return;
        }
        const code = oauthCode();
        if (code) {
          forgetOauthCode();
          mutate({ templateId: config.templateId, code });
          return;
        }
        sessionStorage.setItem(PENDING_KEY, config.templateId);
        pageNavigation.go(config.oauthUrl);
      };
      const onError = (event: Event) => {
        const detail = (event as CustomEvent<{ errMsg?: string; errCode?: number }>).detail;
        setNotice(t('profile.wechatFailed', { reason: detail?.errMsg ?? String(detail?.errCode ?? '') }));
      };
      tag.addEventListener('success', onSuccess);
      tag.addEventListener('error', onError);
      return () => {
        tag.removeEventListener('success', onSuccess);
        tag.removeEventListener('error', onError);
      };
    },
    [config, mutate, t],
  );

  if (setup.isError) {
    // Not configured on this platform, or WeChat unreachable: the server's words, and no button.
    return (
      <p className="owner-wechat__line" role="status">
        {failureMessage(setup.error)}
      </p>
    );
  }
  const subscribed = Boolean(config?.acceptedAt);
  return (
    <div className="owner-wechat" data-testid="wechat-subscribe">
      <div className="owner-wechat__state">
        <span>{t('profile.wechatTitle')}</span>
        {config ? (
          <OwnerTag tone={subscribed ? 'success' : 'default'}>
            {subscribed ? t('profile.wechatSubscribed') : t('profile.wechatNotSubscribed')}
          </OwnerTag>
        ) : null}
      </div>
      <p className="owner-wechat__hint">{t('profile.wechatHint')}</p>
      {!config || sdk.kind === 'loading' ? (
        <p className="owner-wechat__line">{t('profile.wechatLoading')}</p>
      ) : null}
      {sdk.kind === 'failed' ? (
        <p className="owner-wechat__line owner-wechat__line--error" role="alert">
          {sdk.message}
        </p>
      ) : null}
      {config && sdk.kind === 'ready' ? (
        <wx-open-subscribe
          ref={listen}
          template={config.templateId}
          className="owner-wechat__tag"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: WeChat's open tag takes its button as a template; the only text is ours, escaped.
          dangerouslySetInnerHTML={{ __html: openTagTemplate(t('profile.wechatButton')) }}
        />
      ) : null}
      {save.isPending ? <p className="owner-wechat__line">{t('profile.wechatSaving')}</p> : null}
      {notice ? (
        <p className="owner-wechat__line" role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

/** 提醒设置 on 我的: the opt-out of vote reminders, and WeChat reminders where the page runs in WeChat. */
export function ReminderSettings() {
  const { t } = useTranslation('owner');
  return (
    <section className="owner-card owner-reminder-settings" aria-label={t('profile.reminderSettings')}>
      <div className="owner-card__head">{t('profile.reminderSettings')}</div>
      <ReminderOptOutSwitch />
      {isWechatBrowser() ? (
        <WechatSubscribe />
      ) : (
        <p className="owner-wechat__line owner-wechat__outside" data-testid="wechat-outside">
          {t('profile.wechatOutside')}
        </p>
      )}
    </section>
  );
}
