import { serviceAgreement } from './legal/docs/service-agreement';
import { LegalDocument } from './legal/legal-document';

/**
 * `/manage/serviceProtocol`: the platform service agreement of the workbench user menu (SPEC §2.5),
 * the same document as /mobile/serviceprotocol, shown inside the workbench.
 */
export function ServiceProtocolPage() {
  return (
    <div className="service-protocol-page">
      <LegalDocument locale={serviceAgreement} />
    </div>
  );
}
