import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import { checkUploadKind, checkUploadSize, MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-rules';
import { useMutation } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Upload from 'antd/es/upload';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../lib/domain-message';
import { downloadFile, LONG_TIMEOUT_MS } from '../../lib/request';
import { type ImportCheckResult, importFailureLines, postImport } from './import-api';
import './import.css';
import './locale';

export type SpreadsheetImportProps<Result> = {
  /** Multipart endpoint that checks the file and writes nothing (answers ImportCheckResult). */
  checkUrl: string;
  /** Multipart endpoint that imports the file all-or-nothing. */
  applyUrl: string;
  /** Extra form fields sent with the file, e.g. `{ communityInfoCode }`. */
  fields?: Readonly<Record<string, string>>;
  templateUrl?: string;
  templateName?: string;
  /** Milliseconds; imports get 180 s (SPEC §9). */
  timeout?: number;
  tokenKey?: string;
  onApplied?: (result: Result) => void;
  /** The summary after a successful import; by default the row count of the check. */
  renderSummary?: (result: Result, check: ImportCheckResult) => ReactNode;
};

type Problem = { lines: string[]; total: number };

/**
 * Spreadsheet import (SPEC §5, §8, DESIGN §9): pick an .xlsx, the server checks it, the person
 * confirms, the server applies it in one transaction. Problems show under the SPEC alert
 * 出现错误，请根据下方提示修改后重新导入, one line per sheet/row/column the server named.
 */
export function SpreadsheetImport<Result = unknown>(props: SpreadsheetImportProps<Result>) {
  const { t } = useTranslation('import');
  const { message } = App.useApp();
  const { checkUrl, applyUrl, fields, templateUrl, templateName, tokenKey, onApplied, renderSummary } = props;
  const timeout = props.timeout ?? LONG_TIMEOUT_MS;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  const check = useMutation({
    mutationFn: (chosen: File) =>
      postImport<ImportCheckResult>({ url: checkUrl, file: chosen, fields, timeout, tokenKey }),
    onSuccess: (result) =>
      setProblem(
        result.ok ? null : { lines: result.errors.map((error) => error.text), total: result.errorCount },
      ),
    onError: (error) => {
      const lines = importFailureLines(error);
      setProblem({ lines, total: lines.length });
    },
  });
  const apply = useMutation({
    mutationFn: (chosen: File) =>
      postImport<Result>({ url: applyUrl, file: chosen, fields, timeout, tokenKey }),
    onSuccess: (result) => onApplied?.(result),
    onError: (error) => {
      const lines = importFailureLines(error);
      setProblem({ lines, total: lines.length });
    },
  });

  const choose = (chosen: File) => {
    const refusal = [checkUploadKind(chosen.name, 'spreadsheet'), checkUploadSize(chosen.size)].find(
      (result) => !result.valid,
    );
    if (refusal && !refusal.valid) {
      message.error(localizeMessage(refusal.message));
      return;
    }
    setFile(chosen);
    setProblem(null);
    apply.reset();
    check.mutate(chosen);
  };

  const restart = () => {
    setFile(null);
    setProblem(null);
    check.reset();
    apply.reset();
  };

  const busy = check.isPending || apply.isPending;
  const checked = check.data?.ok === true && !problem;

  if (apply.isSuccess && file && check.data) {
    return (
      <Result
        status="success"
        title={t('applied')}
        subTitle={
          renderSummary
            ? renderSummary(apply.data, check.data)
            : t('appliedSummary', { name: file.name, count: check.data.rowCount })
        }
        extra={<Button onClick={restart}>{t('reselect')}</Button>}
      />
    );
  }

  return (
    <div className="spreadsheet-import">
      <Space wrap>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          disabled={busy}
          beforeUpload={(chosen) => {
            choose(chosen);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button type="primary" icon={<FileExcelOutlined />} disabled={busy}>
            {file ? t('reselect') : t('choose')}
          </Button>
        </Upload>
        {templateUrl ? (
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void downloadFile({ url: templateUrl, fileName: templateName, tokenKey })}
          >
            {t('template')}
          </Button>
        ) : null}
      </Space>
      <p className="spreadsheet-import__hint">{t('hint', { size: formatFileSize(MAX_UPLOAD_SIZE) })}</p>
      {file ? <p className="spreadsheet-import__file">{file.name}</p> : null}
      {busy ? (
        <Spin description={check.isPending ? t('checking') : t('applying')}>
          <div className="spreadsheet-import__busy" />
        </Spin>
      ) : null}
      {problem ? <ImportProblem problem={problem} /> : null}
      {checked && !busy && file ? (
        <Alert
          type="success"
          showIcon
          title={t('checkedOk', { count: check.data?.rowCount ?? 0 })}
          action={
            <Button type="primary" onClick={() => apply.mutate(file)}>
              {t('apply')}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

function ImportProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation('import');
  const { t: tCommon } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={tCommon('messages.importFailed')}
      description={
        <>
          <ul className="spreadsheet-import__errors">
            {problem.lines.map((line, index) => (
              // Lines may repeat (two problems in one cell), so the position is part of the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
          {problem.total > problem.lines.length ? (
            <div>{t('moreErrors', { count: problem.total, shown: problem.lines.length })}</div>
          ) : null}
        </>
      }
    />
  );
}
