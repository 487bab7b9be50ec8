import { PlannedPage } from '../../ui/planned-page';

// Workgroup members and their permissions (SPEC §2.4, DESIGN §6). Each page mounts the planned page until its capability replaces it.

export function MembersPage() {
  return <PlannedPage pageId="workgroupMembers" />;
}

export function PermissionPage() {
  return <PlannedPage pageId="permission" />;
}
