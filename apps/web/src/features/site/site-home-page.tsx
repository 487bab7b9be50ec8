import { HomeView, SiteFrame } from './public/site-views';
import { useSiteIcp } from './site-data';

/** `/`: the public home page (SPEC §2.2). */
export function SiteHomePage() {
  return (
    <SiteFrame page="home" icp={useSiteIcp()}>
      <HomeView />
    </SiteFrame>
  );
}
