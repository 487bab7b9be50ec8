import { RightOutlined } from '@ant-design/icons';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkbench } from '../../shell/workbench-context';
import { GovAuthCard } from '../gov-settings/gov-auth-card';

/** /government index: the communities of the user's jurisdiction, each opening its community pages. */
export function JurisdictionPage() {
  const { t } = useTranslation();
  const { user, linkTo } = useWorkbench();
  return (
    <div className="jurisdiction">
      <GovAuthCard user={user} />
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
                to={linkTo('HouseRoster/highrise', community.communityInfoCode)}
                aria-label={`${t('shell.enterCommunity')} ${community.communityName}`}
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
