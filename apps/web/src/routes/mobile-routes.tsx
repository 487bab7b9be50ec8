import type { RouteObject } from 'react-router';
import { MobileLayout } from '../ui/mobile-layout';
import { lazyRoute } from './lazy-page';
import { notFoundRoute } from './not-found-route';
import { type PageTitleKey, PUBLIC_PAGE, pageConfig } from './page-config';

const legal = () => import('../features/site/legal-pages');
const knowledge = () => import('../features/knowledge/knowledge-pages');
const help = () => import('../features/site/help-pages');
const adviser = () => import('../features/adviser/adviser-page');
const sop = () => import('../features/knowledge/sop-pages');
const upload = () => import('../features/file/upload-file-page');

const mobile = (title: PageTitleKey) => pageConfig(PUBLIC_PAGE, title);

/** The mobile H5 pages of SPEC §2.1: no login, no back button, Chinese titles. */
export const mobileRoutes: RouteObject = {
  path: '/mobile',
  element: <MobileLayout />,
  children: [
    lazyRoute('FaceCheckPolicy', mobile('mobileFaceCheckPolicy'), legal, (m) => m.FaceCheckPolicyPage),
    lazyRoute('policy', mobile('mobilePolicy'), legal, (m) => m.PolicyPage),
    lazyRoute('protocol', mobile('mobileProtocol'), legal, (m) => m.ProtocolPage),
    lazyRoute('sdkList', mobile('mobileSdkList'), legal, (m) => m.SdkListPage),
    lazyRoute('userInfoList', mobile('mobileUserInfoList'), legal, (m) => m.UserInfoListPage),
    lazyRoute('orderprotocol', mobile('mobileOrderProtocol'), legal, (m) => m.OrderProtocolPage),
    lazyRoute('serviceprotocol', mobile('mobileServiceProtocol'), legal, (m) => m.MobileServiceProtocolPage),
    lazyRoute('chat', mobile('mobileChat'), adviser, (m) => m.AdviserPage),
    lazyRoute('sopList', mobile('mobileSopList'), sop, (m) => m.SopListPage),
    lazyRoute('sopList/detail/:id', mobile('mobileSopDetail'), sop, (m) => m.SopDetailPage),
    lazyRoute('printHelp', mobile('mobilePrintHelp'), help, (m) => m.PrintHelpPage),
    lazyRoute('checkHelp', mobile('mobileCheckHelp'), help, (m) => m.CheckHelpPage),
    lazyRoute('KnowledgeBase', mobile('mobileKnowledgeBase'), knowledge, (m) => m.KnowledgeBasePage),
    lazyRoute(
      'KnowledgeBase/:groupId',
      mobile('mobileKnowledgeGroup'),
      knowledge,
      (m) => m.KnowledgeGroupPage,
    ),
    lazyRoute(
      'KnowledgeBase/:groupId/:detailId',
      mobile('mobileKnowledgeDetail'),
      knowledge,
      (m) => m.KnowledgeDetailPage,
    ),
    lazyRoute('uploadfile', mobile('mobileUploadFile'), upload, (m) => m.UploadFilePage),
    notFoundRoute('/', mobile('notFound')),
  ],
};
