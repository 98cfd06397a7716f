// One learner's study sessions in the report's course and period, in a drawer: the learner (name, username, masked
// ID number), then each session newest first with its times, how it ended, device, address, the time credited and
// not, the attention checks, the camera stills and their verdict (with 核验 for a study:verify account), and every
// millisecond by reason as small tags.
import { Button, Descriptions, Drawer, Empty, Flex, Skeleton, Tag } from 'antd';
import { Result } from '../../../components/Result';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { studyReviewPath } from '../../../lib/paths';
import { canOpenEntry } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { studyReportQueries } from '../api';
import { deviceOf, endReasonOf, formatDuration, newestFirst, verdictOf, type ReportFilter } from '../studyReport';
import { CheckCounts } from './StudyReportTable';
import { VerdictTag } from './VerdictTag';
import type { ReasonTime, ReportRowView, ReportSession } from '../../../lib/api-types';

/** The learner the drawer shows (the table's row gives the name while the sessions load) and the report's filter. */
export interface SessionsTarget {
  learner: Pick<ReportRowView, 'userId' | 'username' | 'name' | 'idCard'>;
  filter: ReportFilter;
}

const END_COLORS: Record<string, string> = { superseded: 'warning', check_missed: 'error', left: 'default', open: 'processing' };
const REASON_COLORS: Partial<Record<ReasonTime['reason'], string>> = { credited: 'success', check_missed: 'error', camera: 'warning', not_self: 'error' };

function EndReasonTag({ session }: { session: ReportSession }) {
  const { t } = useTranslation();
  const reason = endReasonOf(session);
  return (
    <Tag color={END_COLORS[reason ?? ''] ?? 'default'} bordered={false}>
      {reason ? t(`studyReport.endReasons.${reason}`) : session.endReason}
    </Tag>
  );
}

function SessionItem({ session, canVerify }: { session: ReportSession; canVerify: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const device = deviceOf(session.userAgent);
  const verdict = verdictOf(session);
  return (
    <li className="sr-session" data-testid={`study-session-${session.id}`}>
      <Flex align="center" justify="space-between" gap="small" wrap className="sr-session-head">
        <span className="sc-strong">
          {formatDateTime(session.startedAt, i18n.language)} – {formatDateTime(session.endedAt ?? session.lastBeatAt, i18n.language)}
        </span>
        <Flex align="center" gap={4} wrap>
          {session.snapshotsRequested > 0 && (
            <span className="sc-secondary sc-small lp-nowrap" data-testid={`study-session-snapshots-${session.id}`}>
              {t('studyReport.sessionSnapshots', { taken: session.snapshotsTaken, requested: session.snapshotsRequested })}
            </span>
          )}
          {verdict && <VerdictTag state={verdict} testId={`study-session-verdict-${session.id}`} />}
          <EndReasonTag session={session} />
          {canVerify && (
            <Button
              type="link"
              size="small"
              icon={<SafetyCertificateOutlined />}
              onClick={() => navigate(studyReviewPath(session.id))}
              data-testid={`study-session-review-${session.id}`}
            >
              {t('studyReport.verify')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'device',
            label: t('studyReport.device'),
            children: (
              <span title={session.userAgent}>
                {device || t('studyReport.unknownDevice')}
              </span>
            ),
          },
          { key: 'address', label: t('studyReport.address'), children: session.address || '—' },
          { key: 'credited', label: t('studyReport.credited'), children: formatDuration(session.creditedMs) },
          { key: 'discarded', label: t('studyReport.discarded'), children: formatDuration(session.discardedMs) },
          { key: 'checks', label: t('studyReport.checks'), children: <CheckCounts passed={session.checksPassed} missed={session.checksMissed} /> },
        ]}
      />
      {session.reasons.length > 0 && (
        <Flex wrap gap={4} role="list" aria-label={t('studyReport.reasonsLabel')} className="sr-reasons">
          {session.reasons.map((r) => (
            <Tag key={r.reason} role="listitem" color={REASON_COLORS[r.reason]} bordered={false} data-testid={`study-reason-${session.id}-${r.reason}`}>
              {t(`studyReport.reasons.${r.reason}`, { defaultValue: r.reason })} {formatDuration(r.ms)}
            </Tag>
          ))}
        </Flex>
      )}
    </li>
  );
}

/** The report's period in words: both days, one of them, or all time. */
function periodText(filter: ReportFilter, t: TFunction): string {
  if (filter.from && filter.to) return t('studyReport.periodRange', { from: filter.from, to: filter.to });
  if (filter.from) return t('studyReport.periodFrom', { from: filter.from });
  if (filter.to) return t('studyReport.periodTo', { to: filter.to });
  return t('studyReport.allTime');
}

export function StudySessionsDrawer({ target, onClose }: { target: SessionsTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const canVerify = canOpenEntry('admin.studyReview', useSession());
  const filter = { courseId: target?.filter.courseId, from: target?.filter.from, to: target?.filter.to };
  const detail = useQuery({ ...studyReportQueries.learner(target?.learner.userId ?? 0, filter), enabled: target !== null });
  const learner = detail.data ?? target?.learner;
  const name = learner ? learner.name || learner.username : '';
  const sessions = detail.data ? newestFirst(detail.data.sessions) : [];

  return (
    <Drawer open={target !== null} title={t('studyReport.drawerTitle', { name })} onClose={onClose} width={560} destroyOnHidden data-testid="study-sessions-drawer">
      {learner && (
        <Descriptions
          className="sr-learner"
          column={1}
          size="small"
          items={[
            { key: 'learner', label: t('studyReport.learner'), children: learner.name ? `${learner.name}（${learner.username}）` : learner.username },
            { key: 'idCard', label: t('studyReport.idCard'), children: learner.idCard || '—' },
            { key: 'period', label: t('studyReport.period'), children: periodText(filter, t) },
          ]}
        />
      )}
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError ? (
        <Result status="warning" title={t('studyReport.drawerFailed')} subTitle={errorMessage(detail.error)} extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <section>
          <h3 className="lp-heading">{t('studyReport.sessions', { count: sessions.length })}</h3>
          {sessions.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studyReport.noSessions')} />
          ) : (
            <ul className="sc-plain-list sr-sessions">
              {sessions.map((s) => (
                <SessionItem key={s.id} session={s} canVerify={canVerify} />
              ))}
            </ul>
          )}
        </section>
      )}
    </Drawer>
  );
}
