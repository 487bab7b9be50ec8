import {
  DownOutlined,
  FileTextOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { maskMobile } from '@gongzhi/domain/workgroup/member-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../features/account/account-api';
import { operatorQuery } from '../features/gov-settings/gov-settings-api';
import { OPERATOR_PAGES } from '../features/platform-operator/operator-page-list';
import { clearSession } from '../lib/session';
import type { WorkbenchArea } from '../routes/guards';
import { UserAvatar } from './user-avatar';

type UserMenuProps = { user: UserInfoDto; area: WorkbenchArea };

/**
 * Greets the user by name (a new account without one by its masked mobile, never the internal user
 * code) and offers the service agreement (/manage/serviceProtocol, or
 * the same page under /government for government staff), the operator pages for platform operators
 * (the server refuses them to anyone else), and logout.
 */
export function UserMenu({ user, area }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const name = user.ownerName || maskMobile(user.mobile);
  const operator = useQuery({ ...operatorQuery(), enabled: area === '/manage', staleTime: Infinity });
  const operatorItems =
    operator.data?.isOperator === 'YES'
      ? [
          {
            key: 'operator',
            type: 'group' as const,
            label: t('shell.operator.title'),
            children: OPERATOR_PAGES.map((page) => ({
              key: page.key,
              icon: page.icon,
              label: t(`shell.operator.${page.key}`),
            })),
          },
          { type: 'divider' as const },
        ]
      : [];
  // Ours (docs/contracts/community.md): the selected community's settings, and registering another.
  const communityItems =
    area === '/manage'
      ? [
          ...(user.communities.length > 0
            ? [{ key: 'communitySettings', icon: <SettingOutlined />, label: t('page.communitySettings') }]
            : []),
          { key: 'communityRegister', icon: <ShopOutlined />, label: t('page.communityRegister') },
        ]
      : [];

  const signOut = async () => {
    // Requests of the open page are stopped first: once the server ends the session they would
    // only come back 401.
    await queryClient.cancelQueries();
    queryClient.clear();
    // The session ends locally even if the server cannot be reached.
    await logout().catch(() => null);
    clearSession();
    void message.success(t('shell.logoutDone'));
    await navigate('/login', { replace: true });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'serviceProtocol', icon: <FileTextOutlined />, label: t('shell.serviceProtocol') },
          ...communityItems,
          { type: 'divider' },
          ...operatorItems,
          { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'serviceProtocol') void navigate(`${area}/serviceProtocol`);
          if (key === 'communitySettings' || key === 'communityRegister') void navigate(`/manage/${key}`);
          if (key === 'logout') void signOut();
          if (OPERATOR_PAGES.some((page) => page.key === key)) void navigate(`/manage/${key}`);
        },
      }}
    >
      <button type="button" className="user-menu">
        <UserAvatar src={user.avatar} />
        <span className="user-menu__name">{t('shell.greeting', { name })}</span>
        <DownOutlined className="user-menu__caret" />
      </button>
    </Dropdown>
  );
}
