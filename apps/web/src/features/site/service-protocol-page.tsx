import { PlannedPage } from '../../ui/planned-page';

// The platform service agreement of the workbench user menu. Each page mounts the planned page until its capability replaces it.

export function ServiceProtocolPage() {
  return <PlannedPage pageId="serviceProtocol" />;
}
