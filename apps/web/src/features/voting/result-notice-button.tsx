import { NotificationOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { useMutation } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { publishResultNotice } from './voting-api';
import './result-locale';
import { useConfirmAction } from '../../ui/actions/confirm-action';

/**
 * 一键发布公示公告 on the workbench result page: after a confirmation the server creates and
 * publishes a community notice with the result and the owners' result link (POST
 * /v1/voting/publishResultNotice, NOTICE_MANAGEMENT). Hidden without that permission; the server
 * refuses it anyway, and says so when the vote is not in publicity.
 */
export function ResultNoticeButton({ votingCode }: { votingCode: string }) {
  const { t } = useTranslation('votingResult');
  const { community, permissions, linkTo } = useWorkbench();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const navigate = useNavigate();
  const publish = useMutation({
    mutationFn: () =>
      publishResultNotice({ communityInfoCode: community?.communityInfoCode ?? '', votingCode }),
    onSuccess: (notice) => {
      void message.success({
        content: (
          <span>
            {t('notice.published')}{' '}
            <Button
              type="link"
              size="small"
              onClick={() =>
                void navigate(linkTo(`notice/${encodeURIComponent(notice.communityNoticeCode)}`))
              }
            >
              {t('notice.view')}
            </Button>
          </span>
        ),
        duration: 6,
      });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  if (!community || !hasAnyPermission(permissions, ['NOTICE_MANAGEMENT'])) return null;
  return (
    <Button
      icon={<NotificationOutlined />}
      loading={publish.isPending}
      data-testid="result-notice-button"
      onClick={() =>
        confirm('publish', {
          title: t('notice.confirmTitle'),
          content: t('notice.confirm'),
          okText: t('notice.ok'),
          onOk: () => publish.mutateAsync().catch(() => undefined),
        })
      }
    >
      {t('notice.button')}
    </Button>
  );
}
