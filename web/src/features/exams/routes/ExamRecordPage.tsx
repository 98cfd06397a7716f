// /examrecord: subject tabs, record cards (spec 000 §2 fields), detail dialog, view-paper only once graded.
import { useState } from 'react';
import { Button, Descriptions, Flex, Modal, Tabs, Tag, Tooltip } from 'antd';
import { Result } from '../../../components/Result';
import { useApp } from '../../../lib/useApp';
import { EyeOutlined, ProfileOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CardGrid, EmptyState } from '../../../components/CardGrid';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlState } from '../../../components/useUrlState';
import { EXAM_PAGE_SIZE, formatDateTime, formatScore, subjectTabs } from '../../../lib/exam';
import { examResultPath, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { examQueries } from '../api';
import { ReviewTag } from '../components/ReviewTag';
import '../exams.css';
import type { RecordView } from '../../../lib/api-types';

function RecordCard({ record, onDetail, onView }: { record: RecordView; onDetail: (r: RecordView) => void; onView: (r: RecordView) => void }) {
  const { t, i18n } = useTranslation();
  const viewButton = (
    <Button icon={<EyeOutlined />} type="primary" ghost disabled={!record.reviewed} onClick={() => onView(record)} data-testid={`record-view-${record.id}`}>
      {t('record.viewPaper')}
    </Button>
  );
  return (
    <Flex component="article" vertical gap="var(--sc-space-sm)" className="sc-card sc-record-card" data-testid={`record-card-${record.id}`} data-reviewed={record.reviewed ? 'true' : 'false'}>
      <Flex align="flex-start" justify="space-between" gap="small">
        <Flex vertical gap={4}>
          <div>
            {record.subject && <Tag color="geekblue">{record.subject}</Tag>}
            <ReviewTag reviewed={record.reviewed} />
            {record.attempt > 1 && <Tag data-testid={`record-attempt-${record.id}`}>{t('exam.attemptTag', { n: record.attempt })}</Tag>}
            {record.voided && (
              <Tooltip title={t('record.voidedReason', { reason: record.voidReason ?? '' })}>
                <Tag color="error" data-testid={`record-voided-${record.id}`}>
                  {t('record.voidedTag')}
                </Tag>
              </Tooltip>
            )}
          </div>
          <h3>{record.title}</h3>
        </Flex>
        <div className="sc-record-score">
          <div
            className={`sc-record-score-value${record.score === null ? ' is-pending' : ''}${record.voided ? ' is-voided' : ''}`}
            data-testid={`record-score-${record.id}`}
          >
            {record.score === null ? t(record.scoreWithheld ? 'record.scoreWithheld' : 'record.pending') : formatScore(record.score)}
          </div>
          <div className="sc-note sc-small">{t('record.outOf', { score: formatScore(record.totalScore) })}</div>
        </div>
      </Flex>
      <dl className="sc-exam-facts sc-record-facts sc-note">
        <div>
          <dt>{t('record.subject')}</dt>
          <dd>{record.subject || '—'}</dd>
        </div>
        <div>
          <dt>{t('record.questionCount')}</dt>
          <dd>{t('record.questionCountValue', { count: record.questionCount })}</dd>
        </div>
        <div>
          <dt>{t('record.totalScore')}</dt>
          <dd>{t('record.points', { score: formatScore(record.totalScore) })}</dd>
        </div>
        <div>
          <dt>{t('record.examTime')}</dt>
          <dd>{formatDateTime(record.createdAt, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('record.duration')}</dt>
          <dd>{t('record.durationSeconds', { count: record.duration })}</dd>
        </div>
        <div>
          <dt>{t('record.score')}</dt>
          <dd>{record.score === null ? (record.scoreWithheld ? t('record.scoreWithheld') : '—') : t('record.points', { score: formatScore(record.score) })}</dd>
        </div>
      </dl>
      <Flex justify="flex-end" gap="small" className="sc-card-foot sc-exam-card-foot">
        <Button icon={<ProfileOutlined />} onClick={() => onDetail(record)} data-testid={`record-detail-${record.id}`}>
          {t('record.detail')}
        </Button>
        {record.reviewed ? (
          viewButton
        ) : (
          <Tooltip title={t('record.notReviewed')}>
            <span data-testid={`record-not-reviewed-${record.id}`}>{viewButton}</span>
          </Tooltip>
        )}
      </Flex>
    </Flex>
  );
}

export function ExamRecordPage() {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const { get, set, page } = useUrlState();
  const { token, guest, role } = useSession();
  const visitor = guest || !token || role === 'guest';
  const subject = get('subject');
  const [detail, setDetail] = useState<RecordView | null>(null);

  const list = useQuery({
    ...examQueries.records({ page: page - 1, subject: subject || undefined }),
    enabled: !visitor,
    meta: { errorToast: 'record.listFailed' },
  });

  const view = (r: RecordView) => {
    if (!r.reviewed) {
      message.warning(t('record.notReviewed'));
      return;
    }
    try {
      void Promise.resolve(
        navigate(examResultPath(r.examId, { examTitle: r.title, examTime: r.createdAt, duration: r.duration, score: r.score, attempt: r.attempt })),
      ).catch(() => message.error(t('exam.jumpFailed')));
    } catch {
      message.error(t('exam.jumpFailed'));
    }
  };

  const tabs = subjectTabs([...(list.data?.subjects ?? []), subject]);

  return (
    <div data-testid="exam-record">
      <PageHeader title={t('record.title')} subtitle={t('record.subtitle')} />
      {visitor ? (
        <Result
          status="info"
          title={t('record.guestHint')}
          extra={
            <Button type="primary" onClick={() => navigate(paths.login)}>
              {t('shell.loginRegister')}
            </Button>
          }
        />
      ) : (
        <>
          <Tabs
            className="sc-record-tabs"
            activeKey={subject || '__all'}
            onChange={(key) => set({ subject: key === '__all' ? null : key, page: null })}
            items={[{ key: '__all', label: t('record.tabAll') }, ...tabs.map((s) => ({ key: s, label: s }))]}
            data-testid="record-tabs"
          />
          <CardGrid
            list={list}
            items={list.data?.examRecords ?? []}
            total={list.data?.totalCount ?? 0}
            pageSize={EXAM_PAGE_SIZE}
            renderCard={(r) => <RecordCard key={r.id} record={r} onDetail={setDetail} onView={view} />}
            minCardWidth={320}
            errorTitle={t('record.listFailed')}
            testId="record-grid"
            empty={
              <EmptyState
                title={t('record.empty')}
                hint={t('record.emptyHint')}
                action={
                  <Button type="primary" onClick={() => navigate(paths.examCenter)}>
                    {t('record.goExamCenter')}
                  </Button>
                }
                testId="record-empty"
              />
            }
          />
        </>
      )}

      <Modal
        open={detail !== null}
        title={t('record.detailTitle')}
        onCancel={() => setDetail(null)}
        footer={
          <Button type="primary" onClick={() => setDetail(null)}>
            {t('record.close')}
          </Button>
        }
        width={560}
        destroyOnHidden
      >
        {detail && (
          <Descriptions column={1} bordered size="small" data-testid="record-detail-dialog">
            <Descriptions.Item label={t('record.examTitle')}>{detail.title}</Descriptions.Item>
            <Descriptions.Item label={t('record.subject')}>{detail.subject || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('record.questionCount')}>{t('record.questionCountValue', { count: detail.questionCount })}</Descriptions.Item>
            <Descriptions.Item label={t('record.totalScore')}>{t('record.points', { score: formatScore(detail.totalScore) })}</Descriptions.Item>
            <Descriptions.Item label={t('record.score')}>
              {detail.score === null ? (detail.scoreWithheld ? t('record.scoreWithheld') : '—') : t('record.points', { score: formatScore(detail.score) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('record.status')}>
              <ReviewTag reviewed={detail.reviewed} />
            </Descriptions.Item>
            <Descriptions.Item label={t('record.examTime')}>{formatDateTime(detail.createdAt, i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t('record.duration')}>{t('record.durationSeconds', { count: detail.duration })}</Descriptions.Item>
            <Descriptions.Item label={t('record.updatedAt')}>{formatDateTime(detail.updatedAt, i18n.language)}</Descriptions.Item>
            {detail.createdBy !== null && detail.createdBy !== undefined && (
              <Descriptions.Item label={t('record.createdBy')}>{String(detail.createdBy)}</Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Modal>
    </div>
  );
}

export default ExamRecordPage;
