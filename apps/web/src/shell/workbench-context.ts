import type { CommunityDto, UserInfoDto } from '@gongzhi/domain/account/user-info';
import { createContext, useContext } from 'react';
import type { WorkbenchArea } from '../routes/guards';
import type { PageConfig } from '../routes/page-config';

/** What every workbench page may read: the user, the area, the selected community and its permissions. */
export type Workbench = {
  area: WorkbenchArea;
  user: UserInfoDto;
  community: CommunityDto | null;
  permissions: readonly string[];
  page: PageConfig;
  /** Builds a link inside the area that keeps the selected community, e.g. `linkTo('vote')`. */
  linkTo: (path: string, communityCode?: string | null) => string;
};

export const WorkbenchContext = createContext<Workbench | null>(null);

/** The workbench around the current page; only pages mounted in the shell may call it. */
export function useWorkbench(): Workbench {
  const value = useContext(WorkbenchContext);
  if (!value) throw new Error('useWorkbench() is only available inside the workbench shell');
  return value;
}
