import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LONG_TIMEOUT_MS } from '../../lib/request';
import { SpreadsheetImport } from '../../ui/import/spreadsheet-import';
import { type ImportSummary, type RosterImportKind, rosterImportUrls, rosterKey } from './roster-api';
import './locale';

type RosterImportButtonProps = { communityInfoCode: string; kind: RosterImportKind };

const TEXTS = {
  HIGH_RISE: { button: 'toolbar.importHighrise', title: 'import.titleHighrise', hint: 'import.hint' },
  VILLA: { button: 'toolbar.importVilla', title: 'import.titleVilla', hint: 'import.hint' },
  AREA_CORRECTION: { button: 'toolbar.importArea', title: 'import.titleArea', hint: 'import.hintArea' },
} as const;

/**
 * 导入名册: multi-storey buildings (importOHCV2) on the high-rise page, villa groups (importOHCVilla)
 * on the villa page. The file is checked first (importOHCV2Check), applied all or nothing with the
 * 180 s timeout, and the summary names created, updated and unchanged houses and buildings.
 * 导入表决面积 corrects voting areas by house number (announcementHouseNoAreaImport) the same way.
 */
export function RosterImportButton({ communityInfoCode, kind }: RosterImportButtonProps) {
  const { t } = useTranslation('roster');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const texts = TEXTS[kind];
  const title = t(texts.title);
  const urls = rosterImportUrls(communityInfoCode, kind);

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t(texts.button)}
      </Button>
      <Modal
        open={open}
        title={title}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={640}
      >
        <Alert type="info" showIcon className="roster-import__hint" title={t(texts.hint)} />
        <SpreadsheetImport<ImportSummary>
          checkUrl={urls.checkUrl}
          applyUrl={urls.applyUrl}
          templateUrl={urls.templateUrl}
          timeout={LONG_TIMEOUT_MS}
          onApplied={() => void client.invalidateQueries({ queryKey: rosterKey(communityInfoCode) })}
          renderSummary={(summary) => (
            <span data-testid="import-summary">
              {kind === 'AREA_CORRECTION'
                ? t('import.summaryArea', { updated: summary.updated, unchanged: summary.unchanged })
                : t('import.summary', {
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
