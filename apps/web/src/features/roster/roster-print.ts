import App from 'antd/es/app';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { generateRosterPdf } from './roster-api';
import './locale';

/**
 * 打印名册: starts the roster PDF download job (generateOHCPdf) of the community or one building
 * and offers the download centre, where the job's progress and file are.
 */
export function usePrintRoster(communityInfoCode: string) {
  const { t } = useTranslation('roster');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { linkTo } = useWorkbench();
  const [printing, setPrinting] = useState(false);

  const print = async (buildingCode?: string) => {
    setPrinting(true);
    try {
      await generateRosterPdf(communityInfoCode, buildingCode);
      modal.success({
        okCancel: true,
        title: t('toolbar.printRoster'),
        content: t('pdf.started'),
        okText: t('pdf.toDownload'),
        cancelText: t('actions.cancel'),
        onOk: () => navigate(linkTo('download')),
      });
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setPrinting(false);
    }
  };
  return { print, printing };
}
