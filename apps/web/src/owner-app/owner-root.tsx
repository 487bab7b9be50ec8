import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { configureRequest } from '../lib/request';
import { i18n } from '../locales/i18n-core';
import { useTranslation } from '../locales/use-translation';
import { currentPageConfig } from '../routes/page-config';
import { Outlet, useLocation, useMatches, useNavigate, useRouteError } from './nav';
import { OwnerButton, OwnerToastHost, showToast } from './owner-ui';

/**
 * The owner entry's root route (app/root-layout for the owner H5): wires the request helper to the
 * owner toast and the router, keeps the tab title in step with the page config, hosts the toasts.
 */
export function OwnerRoot() {
  const { t, i18n: instance } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page = currentPageConfig(useMatches());

  useEffect(() => {
    configureRequest({
      notifyError: (text, seconds) => showToast(text, 'error', seconds),
      redirectToLogin: (url) => {
        queryClient.clear();
        void navigate(url, { replace: true });
      },
    });
  }, [navigate, queryClient]);

  useEffect(() => {
    const name = t('app.name');
    document.title = page ? `${t(`page.${page.title}`)} - ${name}` : name;
    document.documentElement.lang = instance.language;
  }, [page, t, instance.language]);

  return (
    <>
      <Outlet />
      <OwnerToastHost />
    </>
  );
}

/** An address outside /owner (the workbench login, the site): loaded as a new page from the server. */
export function LeaveOwnerApp() {
  const location = useLocation();
  useEffect(() => {
    window.location.replace(`${location.pathname}${location.search}${location.hash}`);
  }, [location]);
  return null;
}

/** Route error boundary (SPEC §8, as app/error-page): 页面出错了 and 尝试刷新, no antd. */
export function OwnerErrorPage() {
  console.error(useRouteError());
  return (
    <div className="full-page-center" role="alert">
      <h1 className="error-page__title">{i18n.t('messages.pageError')}</h1>
      <OwnerButton kind="primary" onClick={() => window.location.reload()}>
        {i18n.t('messages.tryRefresh')}
      </OwnerButton>
    </div>
  );
}
