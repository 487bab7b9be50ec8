import { RightOutlined } from '@ant-design/icons';
import { formatRate } from '@gongzhi/domain/common/percent';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkbench } from '../../shell/workbench-context';
import { jurisdictionCommunitiesQuery } from '../gov-board/gov-board-api';
import '../gov-board/locale';
import '../gov-settings/gov-settings.css';
import { OrganizeCard } from '../gov-organize/organize-card';
import { GovAuthCard } from '../gov-settings/gov-auth-card';

/** /government index: the communities of the user's jurisdiction, each opening its community pages. */
export function JurisdictionPage() {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('govBoard');
  const { user, linkTo } = useWorkbench();
  // Key figures of each community (houses, owners, certified share), from the data board.
  const figures = useQuery(jurisdictionCommunitiesQuery(user.adminOwnerType === 'GOV'));
  const figuresOf = (code: string) => figures.data?.find((item) => item.communityInfoCode === code);
  return (
    <div className="jurisdiction">
      <GovAuthCard user={user} />
      {user.adminOwnerType === 'GOV' && user.govInfo ? <OrganizeCard user={user} /> : null}
      <div className="jurisdiction__head">
        <Typography.Text type="secondary">{t('shell.jurisdictionHint')}</Typography.Text>
        <Link to={linkTo('dashboard', null)}>
          {t('shell.districtOperations')} <RightOutlined />
        </Link>
      </div>
      {user.communities.length === 0 ? (
        <Card variant="borderless">
          <Empty description={t('shell.noJurisdiction')} />
        </Card>
      ) : (
        <ul className="jurisdiction__list">
          {user.communities.map((community) => (
            <li key={community.communityInfoCode}>
              <Link
                className="jurisdiction__item"
                // Named by what it shows (the community's name first, 进入小区 last): a name of its own
                // would differ from the visible text speech users say (axe-core: label-content-name-mismatch).
                to={linkTo('HouseRoster/highrise', community.communityInfoCode)}
              >
                <span className="jurisdiction__name">{community.communityName}</span>
                <span className="jurisdiction__tags">
                  <Tag color={community.hasAuth === 'YES' ? 'success' : 'default'}>
                    {community.hasAuth === 'YES' ? t('shell.certified') : t('shell.notCertified')}
                  </Tag>
                  {community.experienceTag === 'YES' ? (
                    <Tag color="orange">{t('shell.experience')}</Tag>
                  ) : null}
                </span>
                {figuresOf(community.communityInfoCode) ? (
                  <span className="jurisdiction__figures" data-testid="jurisdiction-figures">
                    <span>
                      {tb('figure.houses')} <b>{figuresOf(community.communityInfoCode)?.houseCount}</b>
                    </span>
                    <span>
                      {tb('figure.owners')} <b>{figuresOf(community.communityInfoCode)?.ownerCount}</b>
                    </span>
                    <span>
                      {tb('figure.certified')}{' '}
                      <b>{formatRate(figuresOf(community.communityInfoCode)?.certificationRate ?? 0)}</b>
                    </span>
                  </span>
                ) : null}
                <span className="jurisdiction__enter">
                  {t('shell.enterCommunity')} <RightOutlined />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
