// Grades one answer sheet: every answer with the learner's text beside the reference, a score (0…max) and a comment
// for each; short answers must be scored. Saving recomputes the total on the server (re-grading is the same call).
import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Input, InputNumber, Skeleton, Tag } from 'antd';
import { Result } from '../../../components/Result';
import { useApp } from '../../../lib/useApp';
import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { AnswerReview } from '../../../components/AnswerReview';
import { errorMessage } from '../../../lib/api';
import { formatDateTime, formatScore, orderByKind, questionKind } from '../../../lib/exam';
import { examAdminApi, examAdminQueries, useExamAdminMutation } from '../api';
import { ConductPanel } from './ConductPanel';
import { draftTotal, gradesBody, initialGrades, missingScores, needsTeacher, type GradeDrafts } from '../grading';
import type { GradeBody } from '../../../lib/api-types';

export interface GradeSheetProps {
  recordId: number | string;
  onSaved?: () => void;
}

export function GradeSheet({ recordId, onSaved }: GradeSheetProps) {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const detail = useQuery({ ...examAdminQueries.record(recordId), meta: { errorToast: 'examAdmin.recordFailed', serverMessage: true } });
  const save = useExamAdminMutation((body: GradeBody) => examAdminApi.grade(recordId, body));
  const [drafts, setDrafts] = useState<GradeDrafts>({});
  const [draftsFor, setDraftsFor] = useState<number>(0);

  // Start from the stored grades whenever the sheet (re)loads.
  if (detail.data && detail.dataUpdatedAt !== draftsFor) {
    setDraftsFor(detail.dataUpdatedAt);
    setDrafts(initialGrades(detail.data.answers));
  }

  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (detail.isError) {
    return <Result status="error" title={t('examAdmin.recordFailed')} extra={<Button onClick={() => void detail.refetch()}>{t('common.reload')}</Button>} />;
  }

  const { record } = detail.data;
  const learner = record.learner ?? null;
  const answers = orderByKind(detail.data.answers, (a) => questionKind(a.type, a.isMultiple));
  const missing = missingScores(answers, drafts);
  const total = draftTotal(answers, drafts);

  const setDraft = (questionId: number, change: Partial<{ score: number | null; comment: string }>) =>
    setDrafts((all) => ({ ...all, [String(questionId)]: { ...(all[String(questionId)] ?? { score: null, comment: '' }), ...change } }));

  const submit = async () => {
    if (missing > 0) {
      message.warning(t('examAdmin.missingScores', { count: missing }));
      return;
    }
    try {
      await save.mutateAsync(gradesBody(answers, drafts));
      message.success(t('examAdmin.gradeSaved'));
      onSaved?.();
    } catch (error) {
      message.error(errorMessage(error, t('examAdmin.gradeFailed')));
    }
  };

  return (
    <div className="sc-xa-grade" data-testid="grade-sheet">
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered className="sc-xa-grade-info">
        <Descriptions.Item label={t('examAdmin.colExam')}>
          {record.title} {record.attempt > 1 && <Tag>{t('exam.attemptTag', { n: record.attempt })}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('examAdmin.colLearner')}>
          {learner ? `${learner.name || learner.username}（${learner.username}）` : String(record.createdBy ?? '—')}
        </Descriptions.Item>
        <Descriptions.Item label={t('examAdmin.colSubmitted')}>{formatDateTime(record.createdAt, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('record.subject')}>{record.subject || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('record.duration')}>{t('record.durationSeconds', { count: record.duration })}</Descriptions.Item>
        <Descriptions.Item label={t('record.status')}>
          {record.reviewed ? <Tag color="success">{t('record.reviewed')}</Tag> : <Tag color="processing">{t('record.pending')}</Tag>}
        </Descriptions.Item>
      </Descriptions>

      <ConductPanel recordId={recordId} events={detail.data.events} stills={detail.data.stills} voided={record.voided} voidReason={record.voidReason} />

      {answers.map((a, i) => {
        const d = drafts[String(a.questionId)] ?? { score: null, comment: '' };
        const teacher = needsTeacher(a);
        return (
          <AnswerReview key={a.questionId} detail={a} index={i} staff>
            <Flex wrap align="flex-start" gap="10px var(--sc-space)" className={`sc-xa-grade-controls${teacher ? ' is-teacher' : ''}`}>
              <Tag color={teacher ? (d.score === null ? 'orange' : 'green') : 'default'}>{teacher ? t('examAdmin.needsGrading') : t('examAdmin.autoScored')}</Tag>
              <Flex component="label" align="center" gap="small" className="sc-secondary">
                <span>{t('examAdmin.scoreLabel')}</span>
                <InputNumber
                  min={0}
                  max={a.maxScore}
                  step={1}
                  precision={0}
                  value={d.score}
                  status={teacher && d.score === null ? 'warning' : undefined}
                  onChange={(v) => setDraft(a.questionId, { score: v === null || v === undefined ? null : Number(v) })}
                  data-testid={`grade-score-${a.questionId}`}
                />
                <span className="sc-small">{t('examAdmin.maxScore', { max: formatScore(a.maxScore) })}</span>
              </Flex>
              <Input.TextArea
                className="sc-form-grow"
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={1000}
                placeholder={t('examAdmin.commentPlaceholder')}
                aria-label={t('examAdmin.commentLabel')}
                value={d.comment}
                onChange={(e) => setDraft(a.questionId, { comment: e.target.value })}
                data-testid={`grade-comment-${a.questionId}`}
              />
            </Flex>
          </AnswerReview>
        );
      })}

      <Flex align="center" justify="flex-end" wrap gap="var(--sc-space-sm)" className="sc-xa-grade-footer">
        <span className="sc-xa-grade-total sc-strong" data-testid="grade-total">
          {t('examAdmin.currentTotal', { score: formatScore(total), total: formatScore(record.totalScore) })}
        </span>
        {missing > 0 && <Alert type="warning" showIcon message={t('examAdmin.missingScores', { count: missing })} className="sc-xa-grade-alert" />}
        <Button type="primary" icon={<CheckOutlined />} loading={save.isPending} onClick={() => void submit()} data-testid="grade-save">
          {t('examAdmin.saveGrades')}
        </Button>
      </Flex>
    </div>
  );
}
