import { UploadOutlined } from '@ant-design/icons';
import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LONG_TIMEOUT_MS } from '../../lib/request';
import { SpreadsheetImport } from '../../ui/import/spreadsheet-import';
import { type ImportSummary, rosterImportUrls, rosterKey } from './roster-api';
import './locale';

type RosterImportButtonProps = { communityInfoCode: string; attribute: BuildingAttribute };

/**
 * 导入名册: multi-storey buildings (importOHCV2) on the high-rise page, villa groups (importOHCVilla)
 * on the villa page. The file is checked first (importOHCV2Check), applied all or nothing with the
 * 180 s timeout, and the summary names created, updated and unchanged houses and buildings.
 */
export function RosterImportButton({ communityInfoCode, attribute }: RosterImportButtonProps) {
  const { t } = useTranslation('roster');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const villa = attribute === 'VILLA';
  const title = villa ? t('import.titleVilla') : t('import.titleHighrise');
  const urls = rosterImportUrls(communityInfoCode, attribute);

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {villa ? t('toolbar.importVilla') : t('toolbar.importHighrise')}
      </Button>
      <Modal
        open={open}
        title={title}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={640}
      >
        <Alert type="info" showIcon className="roster-import__hint" title={t('import.hint')} />
        <SpreadsheetImport<ImportSummary>
          checkUrl={urls.checkUrl}
          applyUrl={urls.applyUrl}
          templateUrl={urls.templateUrl}
          timeout={LONG_TIMEOUT_MS}
          onApplied={() => void client.invalidateQueries({ queryKey: rosterKey(communityInfoCode) })}
          renderSummary={(summary) => (
            <span data-testid="import-summary">
              {t('import.summary', {
                created: summary.created,
                updated: summary.updated,
                unchanged: summary.unchanged,
                bCreated: summary.buildings.created,
                bUpdated: summary.buildings.updated,
                bUnchanged: summary.buildings.unchanged,
              })}
            </span>
          )}
        />
      </Modal>
    </>
  );
}
