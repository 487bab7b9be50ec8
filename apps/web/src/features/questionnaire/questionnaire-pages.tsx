import { PlannedPage } from '../../ui/planned-page';

// Questionnaires of communities and of government staff (SPEC §2.4). Each page mounts the planned page until its capability replaces it.

export function ConsultationListPage() {
  return <PlannedPage pageId="consultationList" />;
}

export function ConsultationCreatePage() {
  return <PlannedPage pageId="consultationCreate" />;
}

export function ConsultationDetailPage() {
  return <PlannedPage pageId="consultationDetail" />;
}

export function GovConsultationListPage() {
  return <PlannedPage pageId="govConsultationList" />;
}

export function GovConsultationCreatePage() {
  return <PlannedPage pageId="govConsultationCreate" />;
}

export function GovConsultationDetailPage() {
  return <PlannedPage pageId="govConsultationDetail" />;
}
