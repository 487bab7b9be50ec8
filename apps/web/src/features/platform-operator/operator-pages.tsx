import { TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { operatorQuery } from '../gov-settings/gov-settings-api';
import './locale';
import { OPERATOR_PAGES } from './operator-page-list';

/**
 * What a community page shows a platform operator who holds no community (the first operator of a
 * new deployment, created by `npm run admin -- create-operator`): the way to the operator pages
 * instead of a community page. Anyone else gets `fallback` (the no-community message).
 */
export function OperatorHome({ fallback }: { fallback: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const operator = useQuery({ ...operatorQuery(), staleTime: Infinity });
  if (operator.data?.isOperator !== 'YES') return operator.isPending ? null : fallback;
  return (
    <Result
      status="info"
      icon={<TeamOutlined />}
      title={t('platformOperator:home.title')}
      subTitle={t('platformOperator:home.subTitle')}
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          {OPERATOR_PAGES.map((page) => (
            <Button key={page.key} icon={page.icon} onClick={() => void navigate(`/manage/${page.key}`)}>
              {t(`shell.operator.${page.key}`)}
            </Button>
          ))}
        </Space>
      }
    />
  );
}
