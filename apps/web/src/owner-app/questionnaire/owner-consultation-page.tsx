import { answersProblem } from '@gongzhi/domain/questionnaire/questionnaire-api';
import { isChoiceQuestion } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OWNER_QUERY_KEY } from '../../features/account/owner-session';
import {
  type AnswerInput,
  type OwnerQuestionnaireInfo,
  ownerQuestionnaireQuery,
  submitAnswers,
} from '../../features/questionnaire/questionnaire-api';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { useElderMode } from '../elder-mode';
import { Link, useParams } from '../nav';
import { OwnerButton, OwnerSkeleton, showToast } from '../owner-ui';
import { OwnerChoiceGroup } from '../ui/choice-group';
import { OwnerLoadFailed } from '../ui/load-failed';
import { OwnerNoticeBar } from '../ui/notice-bar';
import { OwnerInput } from '../ui/text-input';
import { OwnerTextArea } from '../ui/textarea';
import { ResultBar, SolicitationFiles, SolicitationHead, usePeriod } from './solicitation-bits';

/** /owner/consultations/:id: read a questionnaire and answer it (or change the answer until the end). */
export function OwnerConsultationPage() {
  const { intentionSolicitationId = '' } = useParams();
  const { t } = useTranslation('questionnaire');
  const info = useQuery(ownerQuestionnaireQuery(intentionSolicitationId));
  if (info.isPending) return <OwnerSkeleton rows={8} />;
  if (info.isError)
    return (
      <OwnerLoadFailed
        title={t('detail.notFound')}
        error={info.error}
        action={<Link to="/owner/consultations">{t('owner.back')}</Link>}
      />
    );
  return <OwnerQuestionnaire key={intentionSolicitationId} info={info.data} />;
}

type Answer = { optionIds: number[]; text: string };
type Draft = Record<number, Answer>;

function OwnerQuestionnaire({ info }: { info: OwnerQuestionnaireInfo }) {
  const { t } = useTranslation('questionnaire');
  const client = useQueryClient();
  const period = usePeriod();
  const elder = useElderMode();
  const mine = new Map((info.myAnswer?.answers ?? []).map((answer) => [answer.questionId, answer]));
  const [draft, setDraft] = useState<Draft>({});
  // Changing a submitted answer (allowed until the end) starts from the answer as submitted.
  const [changing, setChanging] = useState(false);
  const editable = info.canAnswer || (changing && info.canChange);
  const startChange = () => {
    setDraft(
      Object.fromEntries(
        [...mine.values()].map((answer) => [
          answer.questionId,
          { optionIds: answer.optionIds, text: answer.text },
        ]),
      ),
    );
    setChanging(true);
  };
  const answerOf = (questionId: number): Answer =>
    editable
      ? (draft[questionId] ?? { optionIds: [], text: '' })
      : (mine.get(questionId) ?? { optionIds: [], text: '' });
  const set = (questionId: number, next: Partial<Answer>) =>
    setDraft((current) => ({ ...current, [questionId]: { ...answerOf(questionId), ...next } }));

  const submit = useMutation({
    mutationFn: (answers: AnswerInput[]) =>
      submitAnswers(info.intentionSolicitationId, answers, info.myAnswer !== null),
    onSuccess: async () => {
      showToast(info.myAnswer ? t('owner.changed') : t('owner.submitted'), 'success');
      setChanging(false);
      await client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });

  const onSubmit = () => {
    const answers = info.questions.flatMap((question) => {
      const value = draft[question.questionId];
      if (!value || (value.optionIds.length === 0 && value.text.trim() === '')) return [];
      return [{ questionId: question.questionId, optionIds: value.optionIds, text: value.text }];
    });
    // The domain's rule, the server checks the same.
    const problem = answersProblem(
      info.questions.map((question) => ({
        questionId: question.questionId,
        type: question.type,
        required: question.required,
        optionIds: question.options.map((option) => option.optionId),
      })),
      answers,
    );
    if (problem) {
      showToast(problem, 'error');
      return;
    }
    submit.mutate(answers);
  };

  return (
    <div>
      <SolicitationHead
        title={info.title}
        state={info.state}
        communityName={info.communityName}
        period={period(info.startDate, info.endDate)}
        desc={info.desc}
      >
        <SolicitationFiles ids={info.descFile} files={info.files} />
        {info.mvcFile.length ? (
          <div data-testid="owner-mvc-file">
            <div className="owner-qn-item__meta">{t('owner.mvcFile')}</div>
            <SolicitationFiles ids={info.mvcFile} files={info.files} />
          </div>
        ) : null}
      </SolicitationHead>
      {info.state === 'WITHDRAWN' ? (
        <OwnerNoticeBar tone="warning" message={t('owner.withdrawn')} testId="owner-withdrawn" />
      ) : null}
      {info.myAnswer ? (
        <OwnerNoticeBar
          tone="success"
          message={t('owner.myAnswer', { time: formatDateTime(info.myAnswer.joinDate) })}
          description={info.canChange ? t('owner.changeHint') : undefined}
          action={
            info.canChange && !changing ? (
              <OwnerButton onClick={startChange} data-testid="change-answer">
                {t('owner.change')}
              </OwnerButton>
            ) : undefined
          }
        />
      ) : info.cannotAnswerReason ? (
        <OwnerNoticeBar tone="info" message={info.cannotAnswerReason} />
      ) : null}
      {info.resultsVisible ? (
        <h2 className="owner-card__head">{t('owner.results', { n: info.joinNum })}</h2>
      ) : null}
      {info.questions.map((question, index) => {
        const value = answerOf(question.questionId);
        // The question's title names its answer controls (a read-only text field has no placeholder).
        const titleId = `owner-question-${question.questionId}`;
        const options = question.options.map((option) => ({ value: option.optionId, label: option.content }));
        return (
          <section
            key={question.questionId}
            className="owner-card owner-qn-question"
            data-testid="owner-question"
          >
            <div className="owner-qn-question__title" id={titleId}>
              {question.required ? <span className="owner-qn-question__required">* </span> : null}
              {index + 1}. {question.title}（{question.typeName}）
            </div>
            <SolicitationFiles ids={question.descFile} files={info.files} />
            {info.resultsVisible && isChoiceQuestion(question.type)
              ? question.options.map((option) => (
                  <ResultBar
                    key={option.optionId}
                    label={option.content}
                    detail={t('detail.optionResult', { num: option.num, percentage: option.percentage })}
                    percentage={option.percentage}
                  />
                ))
              : null}
            {!info.resultsVisible && question.type === 'SINGLE_CHOICE' ? (
              <OwnerChoiceGroup
                labelledBy={titleId}
                disabled={!editable}
                large={elder.enabled}
                value={value.optionIds[0]}
                onChange={(optionId) => set(question.questionId, { optionIds: [optionId] })}
                options={options}
              />
            ) : null}
            {!info.resultsVisible && question.type === 'MULTIPLE_CHOICE' ? (
              <OwnerChoiceGroup
                multiple
                labelledBy={titleId}
                disabled={!editable}
                large={elder.enabled}
                value={value.optionIds}
                onChange={(optionIds) => set(question.questionId, { optionIds })}
                options={options}
              />
            ) : null}
            {question.options
              .filter((option) => option.descFile.length > 0)
              .map((option) => (
                <div key={option.optionId} className="owner-qn-item__meta">
                  {option.content}：
                  <SolicitationFiles ids={option.descFile} files={info.files} />
                </div>
              ))}
            {question.type === 'SINGLE_LINE_TEXT' ? (
              <OwnerInput
                aria-labelledby={titleId}
                disabled={!editable}
                maxLength={100}
                value={value.text}
                placeholder={editable ? t('owner.textPlaceholder') : ''}
                onChange={(event) => set(question.questionId, { text: event.target.value })}
              />
            ) : null}
            {question.type === 'MULTI_LINE_TEXT' ? (
              <OwnerTextArea
                aria-labelledby={titleId}
                disabled={!editable}
                rows={3}
                maxLength={500}
                value={value.text}
                placeholder={editable ? t('owner.textPlaceholder') : ''}
                onChange={(text) => set(question.questionId, { text })}
              />
            ) : null}
          </section>
        );
      })}
      {editable ? (
        <div className="owner-actions owner-qn-actions owner-qn-buttons">
          <OwnerButton kind="primary" block loading={submit.isPending} onClick={onSubmit}>
            {changing ? t('owner.saveChange') : t('owner.submit')}
          </OwnerButton>
          {changing ? (
            <OwnerButton block onClick={() => setChanging(false)}>
              {t('owner.cancelChange')}
            </OwnerButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
