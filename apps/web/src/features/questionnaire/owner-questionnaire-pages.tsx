import { FormOutlined } from '@ant-design/icons';
import { answersProblem } from '@gongzhi/domain/questionnaire/questionnaire-api';
import { isChoiceQuestion } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { OWNER_QUERY_KEY } from '../account/owner-session';
import { ownerQuickVotesQuery } from '../quick-vote/quick-vote-api';
import {
  type AnswerInput,
  type OwnerQuestionnaireInfo,
  ownerQuestionnaireQuery,
  ownerQuestionnairesQuery,
  submitAnswers,
} from './questionnaire-api';
import { AttachmentLinks, ResultBar, StateTag, usePeriod } from './solicitation-ui';
import './locale';
import './questionnaire.css';

/** Owner H5 (390 px): questionnaires and quick resolutions open to me, answering a questionnaire. */

/** The owner home's entry to this page. */
export function OwnerConsultationShortcut() {
  const { t } = useTranslation('questionnaire');
  return (
    <nav className="owner-shortcuts" aria-label={t('owner.title')}>
      <Link
        to="/owner/consultations"
        className="owner-card owner-shortcut"
        data-testid="owner-shortcut-consultations"
      >
        <FormOutlined className="owner-shortcut__icon" />
        <span>{t('owner.shortcut')}</span>
      </Link>
    </nav>
  );
}

export function OwnerConsultationsPage() {
  const { t } = useTranslation('questionnaire');
  const period = usePeriod();
  const questionnaires = useQuery(ownerQuestionnairesQuery);
  const quickVotes = useQuery(ownerQuickVotesQuery);
  if (questionnaires.isError || quickVotes.isError) {
    return (
      <Result
        status="error"
        title={t('owner.loadFailed')}
        subTitle={failureMessage(questionnaires.error ?? quickVotes.error)}
        extra={
          <Button onClick={() => void Promise.all([questionnaires.refetch(), quickVotes.refetch()])}>
            {t('owner.retry')}
          </Button>
        }
      />
    );
  }
  if (questionnaires.isPending || quickVotes.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div>
      <h1 className="owner-title">{t('owner.title')}</h1>
      <h2 className="owner-card__head">{t('owner.questionnaires')}</h2>
      {questionnaires.data.length === 0 ? (
        <div className="owner-card owner-muted">{t('owner.none')}</div>
      ) : null}
      {questionnaires.data.map((item) => (
        <Link
          key={item.intentionSolicitationId}
          to={`/owner/consultations/${item.intentionSolicitationId}`}
          className="owner-card owner-qn-item"
          data-testid="owner-questionnaire"
        >
          <div className="owner-qn-item__title">{item.title}</div>
          <div className="owner-qn-item__meta">
            <StateTag state={item.state} />
            {item.answered ? <Tag color="success">{t('owner.answered')}</Tag> : null}
            {item.communityName}
          </div>
          <div className="owner-qn-item__meta">{period(item.startDate, item.endDate)}</div>
        </Link>
      ))}
      <h2 className="owner-card__head">{t('owner.quickVotes')}</h2>
      {quickVotes.data.length === 0 ? (
        <div className="owner-card owner-muted">{t('owner.noneQuick')}</div>
      ) : null}
      {quickVotes.data.map((item) => (
        <Link
          key={item.issueQuickId}
          to={`/owner/quickVotes/${item.issueQuickId}`}
          className="owner-card owner-qn-item"
          data-testid="owner-quick-vote"
        >
          <div className="owner-qn-item__title">{item.title}</div>
          <div className="owner-qn-item__meta">
            <StateTag state={item.state} />
            {item.answered ? <Tag color="success">{t('owner.answered')}</Tag> : null}
            {item.communityName}
          </div>
          <div className="owner-qn-item__meta">{period(item.startDate, item.endDate)}</div>
        </Link>
      ))}
    </div>
  );
}

export function OwnerConsultationPage() {
  const { intentionSolicitationId = '' } = useParams();
  const { t } = useTranslation('questionnaire');
  const info = useQuery(ownerQuestionnaireQuery(intentionSolicitationId));
  if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (info.isError)
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        subTitle={failureMessage(info.error)}
        extra={<Link to="/owner/consultations">{t('owner.back')}</Link>}
      />
    );
  return <OwnerQuestionnaire key={intentionSolicitationId} info={info.data} />;
}

type Draft = Record<number, { optionIds: number[]; text: string }>;

function OwnerQuestionnaire({ info }: { info: OwnerQuestionnaireInfo }) {
  const { t } = useTranslation('questionnaire');
  const { message } = App.useApp();
  const client = useQueryClient();
  const period = usePeriod();
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
  const answerOf = (questionId: number) =>
    editable
      ? (draft[questionId] ?? { optionIds: [], text: '' })
      : (mine.get(questionId) ?? { optionIds: [], text: '' });
  const set = (questionId: number, next: Partial<{ optionIds: number[]; text: string }>) =>
    setDraft((current) => ({ ...current, [questionId]: { ...answerOf(questionId), ...next } }));

  const submit = useMutation({
    mutationFn: (answers: AnswerInput[]) =>
      submitAnswers(info.intentionSolicitationId, answers, info.myAnswer !== null),
    onSuccess: async () => {
      void message.success(info.myAnswer ? t('owner.changed') : t('owner.submitted'));
      setChanging(false);
      await client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  const onSubmit = () => {
    const answers = info.questions.flatMap((question) => {
      const value = draft[question.questionId];
      if (!value || (value.optionIds.length === 0 && value.text.trim() === '')) return [];
      return [{ questionId: question.questionId, optionIds: value.optionIds, text: value.text }];
    });
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
      void message.warning(problem);
      return;
    }
    submit.mutate(answers);
  };

  return (
    <div>
      <h1 className="owner-title">{info.title}</h1>
      <div className="owner-card">
        <div className="owner-qn-item__meta">
          <StateTag state={info.state} /> {info.communityName}
        </div>
        <div className="owner-qn-item__meta">{period(info.startDate, info.endDate)}</div>
        {info.desc ? <p className="qn-desc">{info.desc}</p> : null}
        <AttachmentLinks ids={info.descFile} files={info.files} isPublic />
        {info.mvcFile.length ? (
          <div data-testid="owner-mvc-file">
            <div className="owner-qn-item__meta">{t('owner.mvcFile')}</div>
            <AttachmentLinks ids={info.mvcFile} files={info.files} isPublic />
          </div>
        ) : null}
      </div>
      {info.state === 'WITHDRAWN' ? (
        <Alert
          type="warning"
          showIcon
          message={t('owner.withdrawn')}
          style={{ marginBottom: 12 }}
          data-testid="owner-withdrawn"
        />
      ) : null}
      {info.myAnswer ? (
        <Alert
          type="success"
          showIcon
          message={t('owner.myAnswer', { time: formatDateTime(info.myAnswer.joinDate) })}
          description={info.canChange ? t('owner.changeHint') : undefined}
          action={
            info.canChange && !changing ? (
              <Button size="small" onClick={startChange} data-testid="change-answer">
                {t('owner.change')}
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 12 }}
        />
      ) : info.cannotAnswerReason ? (
        <Alert type="info" showIcon message={info.cannotAnswerReason} style={{ marginBottom: 12 }} />
      ) : null}
      {info.resultsVisible ? (
        <h2 className="owner-card__head">{t('owner.results', { n: info.joinNum })}</h2>
      ) : null}
      {info.questions.map((question, index) => {
        const value = answerOf(question.questionId);
        // The question's title names its answer controls (a read-only text field has no placeholder).
        const titleId = `owner-question-${question.questionId}`;
        return (
          <section
            key={question.questionId}
            className="owner-card owner-qn-question"
            data-testid="owner-question"
          >
            <div className="owner-qn-question__title" id={titleId}>
              {question.required ? <span style={{ color: '#C23A27' }}>* </span> : null}
              {index + 1}. {question.title}（{question.typeName}）
            </div>
            <AttachmentLinks ids={question.descFile} files={info.files} isPublic />
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
              <Radio.Group
                aria-labelledby={titleId}
                disabled={!editable}
                value={value.optionIds[0]}
                onChange={(event) => set(question.questionId, { optionIds: [event.target.value as number] })}
                options={question.options.map((option) => ({
                  value: option.optionId,
                  label: option.content,
                }))}
              />
            ) : null}
            {!info.resultsVisible && question.type === 'MULTIPLE_CHOICE' ? (
              <Checkbox.Group
                aria-labelledby={titleId}
                disabled={!editable}
                value={value.optionIds}
                onChange={(ids) => set(question.questionId, { optionIds: ids as number[] })}
                options={question.options.map((option) => ({
                  value: option.optionId,
                  label: option.content,
                }))}
              />
            ) : null}
            {question.options
              .filter((option) => option.descFile.length > 0)
              .map((option) => (
                <div key={option.optionId} className="owner-qn-item__meta">
                  {option.content}：
                  <AttachmentLinks ids={option.descFile} files={info.files} isPublic />
                </div>
              ))}
            {question.type === 'SINGLE_LINE_TEXT' ? (
              <Input
                aria-labelledby={titleId}
                disabled={!editable}
                maxLength={100}
                value={value.text}
                placeholder={editable ? t('owner.textPlaceholder') : ''}
                onChange={(event) => set(question.questionId, { text: event.target.value })}
              />
            ) : null}
            {question.type === 'MULTI_LINE_TEXT' ? (
              <Input.TextArea
                aria-labelledby={titleId}
                disabled={!editable}
                rows={3}
                maxLength={500}
                value={value.text}
                placeholder={editable ? t('owner.textPlaceholder') : ''}
                onChange={(event) => set(question.questionId, { text: event.target.value })}
              />
            ) : null}
          </section>
        );
      })}
      {info.questions.length === 0 ? <Empty /> : null}
      {editable ? (
        <div className="owner-actions">
          <Button type="primary" size="large" block loading={submit.isPending} onClick={onSubmit}>
            {changing ? t('owner.saveChange') : t('owner.submit')}
          </Button>
          {changing ? (
            <Button size="large" block style={{ marginTop: 8 }} onClick={() => setChanging(false)}>
              {t('owner.cancelChange')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
