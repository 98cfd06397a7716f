// /root/study-review/:sessionId, 学时核验 (study:verify): one study session — the learner, course, times, device,
// address and time credited — with the application's photo and ID card beside the session's camera stills, the
// verdict form (本人 / 非本人) and the trail of verdicts. Opened from the study-hours report's sessions.
import { Button, Col, Descriptions, Row, Skeleton } from 'antd';
import { Result } from '../../../components/Result';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { NotFound } from '../../../components/StatusPages';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { paths } from '../../../lib/paths';
import { studyReportQueries } from '../api';
import { ReferencesPanel, ReviewTrail, SnapshotsPanel, VerdictForm } from '../components/StudyReview';
import { VerdictTag } from '../components/VerdictTag';
import { deviceOf, formatDuration, verdictState } from '../studyReport';
import type { StudyReviewView } from '../../../lib/api-types';
import '../learningProgress.css';

function Summary({ sheet }: { sheet: StudyReviewView }) {
  const { t, i18n } = useTranslation();
  const device = deviceOf(sheet.userAgent);
  const end = sheet.endedAt ? formatDateTime(sheet.endedAt, i18n.language) : t('studyReport.endReasons.open');
  return (
    <Panel testId="study-review-summary">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'learner', label: t('studyReport.learner'), children: sheet.name ? `${sheet.name}（${sheet.username}）` : sheet.username },
          { key: 'idCard', label: t('studyReport.idCard'), children: <span className="sr-id-card">{sheet.idCard || '—'}</span> },
          { key: 'course', label: t('studyReport.verification.course'), children: sheet.courseName },
          { key: 'time', label: t('studyReport.verification.studyTime'), children: `${formatDateTime(sheet.startedAt, i18n.language)} – ${end}` },
          {
            key: 'device',
            label: t('studyReport.device'),
            children: <span title={sheet.userAgent}>{device || t('studyReport.unknownDevice')}</span>,
          },
          { key: 'address', label: t('studyReport.address'), children: sheet.address || '—' },
          { key: 'credited', label: t('studyReport.credited'), children: formatDuration(sheet.creditedMs) },
          { key: 'discarded', label: t('studyReport.discarded'), children: formatDuration(sheet.discardedMs) },
          { key: 'verdict', label: t('studyReport.verification.verdict'), children: <VerdictTag state={verdictState(sheet.verdict)} testId="study-review-verdict-tag" /> },
        ]}
      />
    </Panel>
  );
}

export default function StudyReviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const sessionId = Number(useParams().sessionId);
  const valid = Number.isInteger(sessionId) && sessionId > 0;
  const sheet = useQuery({ ...studyReportQueries.session(sessionId), enabled: valid });
  if (!valid) return <NotFound />;

  // Back where the reviewer came from (the report with its filters), else to the report.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.adminStudyReport));

  return (
    <div data-testid="study-review-page" className="sr-review">
      <PageHeader
        title={
          <span>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label={t('common.back')} data-testid="study-review-back" />
            {t('studyReport.verification.title')}
          </span>
        }
        subtitle={t('studyReport.verification.subtitle')}
      />
      {sheet.isPending ? (
        <Panel>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      ) : sheet.isError ? (
        <Panel>
          <Result
            status="warning"
            title={t('studyReport.verification.loadFailed')}
            subTitle={errorMessage(sheet.error)}
            extra={<Button onClick={() => void sheet.refetch()}>{t('common.retry')}</Button>}
            data-testid="study-review-error"
          />
        </Panel>
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Summary sheet={sheet.data} />
          </Col>
          <Col xs={24} lg={9}>
            <ReferencesPanel references={sheet.data.references} />
          </Col>
          <Col xs={24} lg={15}>
            <SnapshotsPanel sheet={sheet.data} />
          </Col>
          <Col xs={24} lg={9}>
            <VerdictForm sheet={sheet.data} />
          </Col>
          <Col xs={24} lg={15}>
            <ReviewTrail reviews={sheet.data.reviews} />
          </Col>
        </Row>
      )}
    </div>
  );
}
