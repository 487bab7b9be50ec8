import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/** The owner's questionnaire pages on the plain components (issue #25); paths relative to /owner. */
export const questionnaireRoutes: RouteObject[] = [
  {
    path: 'consultations',
    handle: pageConfig(PUBLIC_PAGE, 'ownerConsultations'),
    lazy: async () => ({ Component: (await import('./owner-consultations-page')).OwnerConsultationsPage }),
  },
  {
    path: 'consultations/:intentionSolicitationId',
    handle: pageConfig(PUBLIC_PAGE, 'ownerConsultation'),
    lazy: async () => ({ Component: (await import('./owner-consultation-page')).OwnerConsultationPage }),
  },
];
