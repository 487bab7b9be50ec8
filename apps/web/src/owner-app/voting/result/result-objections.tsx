import { ObjectionState, ResultStatus } from '@gongzhi/domain/voting/objection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { OWNER_QUERY_KEY } from '../../../features/account/owner-session';
import {
  type ObjectionPeriod,
  ownerObjectionsQuery,
  raiseObjection,
} from '../../../features/voting/objection-api';
import {
  OBJECTION_STATE_TONE,
  RESULT_STATUS_TONE,
  resultStatusView,
} from '../../../features/voting/objection-status';
import { localizeMessage } from '../../../lib/domain-message';
import { formatDateTime } from '../../../lib/format';
import { failureMessage } from '../../../lib/request';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useTranslation } from '../../../locales/use-translation';
import type { Attachment } from '../../../ui/upload/upload-api';
import { uploadValueState } from '../../../ui/upload/upload-field-rule';
import { useOwnerEnumLabel } from '../../owner-enum-label';
import { OwnerButton, OwnerTag } from '../../owner-ui';
import { OwnerFileUpload } from '../../ui/file-upload';
import { OwnerFormItem } from '../../ui/form-item';
import { OwnerNoticeBar } from '../../ui/notice-bar';
import { OwnerTextArea } from '../../ui/textarea';
import { useFieldErrors } from '../../ui/use-field-errors';
import '../../../features/voting/objection-locale';
import '../../../features/voting/objection.css';

/**
 * The objection period (异议期, issue #22 item 4) on the owner's result page, on the owner entry's
 * plain components: the status line (初步结果 / 最终结果, the end, the count), the form while the
 * period runs, and the owner's own objections with the committee's answers.
 */

export function ResultStatusLine({ period }: { period: ObjectionPeriod | null }) {
  const { t } = useTranslation('votingObjection');
  const label = useOwnerEnumLabel();
  if (!period) return null;
  const view = resultStatusView(period, t);
  return (
    <section className="owner-card owner-result__status" data-testid="result-status">
      <div>
        <OwnerTag tone={RESULT_STATUS_TONE[period.status]}>
          {label('ResultStatus', ResultStatus, period.status)}
        </OwnerTag>
        {view.days ? <span>{view.days}</span> : null}
      </div>
      {view.facts.map((fact) => (
        <div key={fact}>{fact}</div>
      ))}
      {view.hint ? <p className="owner-muted">{view.hint}</p> : null}
    </section>
  );
}

type Field = 'reason' | 'files';
const FIELDS: readonly Field[] = ['reason', 'files'];
const REASON_MAX = 1000;

export function OwnerObjections({
  votingCode,
  communityInfoCode,
  period,
}: {
  votingCode: string;
  communityInfoCode: string;
  period: ObjectionPeriod | null;
}) {
  const { t } = useTranslation('votingObjection');
  const label = useOwnerEnumLabel();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const errorOf = (field: Field): string | null => {
    if (field === 'reason') return reason.trim() ? null : t('reasonRequired');
    const state = uploadValueState(files);
    return state.valid ? null : localizeMessage(state.message);
  };
  const errors = useFieldErrors(errorOf);
  const mine = useQuery({ ...ownerObjectionsQuery(votingCode), enabled: !!period });
  const raise = useMutation({
    mutationFn: () =>
      raiseObjection({
        votingCode,
        reason: reason.trim(),
        attachments: files.map((file) => file.attachmentId),
      }),
    onSuccess: async () => {
      setReason('');
      setFiles([]);
      errors.reset();
      setNotice({ ok: true, text: t('submitted') });
      await client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });
    },
    onError: (error) => setNotice({ ok: false, text: failureMessage(error) }),
  });
  if (!period) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.check(FIELDS)) raise.mutate();
  };
  const list = mine.data ?? [];
  return (
    <>
      {period.open ? (
        <div className="owner-card" data-testid="objection-form">
          <div className="owner-card__head">{t('raiseTitle')}</div>
          <p className="owner-muted">{t('raiseHint')}</p>
          <form noValidate onSubmit={onSubmit}>
            <OwnerFormItem
              label={t('reason')}
              htmlFor="ownerObjection_reason"
              errorId="ownerObjection_reason_error"
              required
              error={errors.error('reason')}
            >
              <OwnerTextArea
                id="ownerObjection_reason"
                rows={4}
                maxLength={REASON_MAX}
                value={reason}
                aria-required
                invalid={Boolean(errors.error('reason'))}
                aria-describedby={errors.error('reason') ? 'ownerObjection_reason_error' : undefined}
                placeholder={t('reasonPlaceholder')}
                onChange={(value) => {
                  setReason(value);
                  errors.touch('reason');
                }}
              />
            </OwnerFormItem>
            <OwnerFormItem
              label={t('files')}
              htmlFor="ownerObjection_files"
              errorId="ownerObjection_files_error"
              error={errors.error('files')}
            >
              <OwnerFileUpload
                id="ownerObjection_files"
                uploadType="TX_VOTING"
                communityInfoCode={communityInfoCode || undefined}
                maxCount={9}
                tokenKey={STORAGE_KEYS.ownerToken}
                value={files}
                onChange={(value) => {
                  setFiles(value);
                  errors.touch('files');
                }}
              />
            </OwnerFormItem>
            {notice ? (
              <OwnerNoticeBar tone={notice.ok ? 'success' : 'warning'} message={notice.text} />
            ) : null}
            <OwnerButton type="submit" kind="primary" block loading={raise.isPending}>
              {t('submit')}
            </OwnerButton>
          </form>
        </div>
      ) : null}
      {list.length > 0 ? (
        <div className="owner-card" data-testid="my-objections">
          <div className="owner-card__head">{t('mine')}</div>
          {list.map((item) => (
            <div key={item.objectionId} className="owner-result__objection">
              <OwnerTag tone={OBJECTION_STATE_TONE[item.state]}>
                {label('ObjectionState', ObjectionState, item.state)}
              </OwnerTag>
              <span className="owner-muted">{t('raisedAt', { time: formatDateTime(item.raisedAt) })}</span>
              <p>{item.reason}</p>
              {item.answer ? (
                <p>
                  {t('answer', { answer: item.answer })}
                  {item.answeredAt ? (
                    <span className="owner-muted">
                      {' '}
                      · {t('answeredAt', { time: formatDateTime(item.answeredAt) })}
                    </span>
                  ) : null}
                </p>
              ) : (
                <p className="owner-muted">{t('waiting')}</p>
              )}
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}
