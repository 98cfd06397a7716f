// A referral as it stands and its trail (the referral itself, then each status change: when, who, from → to, the
// note), in a drawer.
import { Button, Descriptions, Drawer, Empty, Flex, Skeleton, Timeline } from 'antd';
import { Result } from '../../../components/Result';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { PositionStatusTag, ReferralStatusTag } from '../../../components/CareerTags';
import { Panel } from '../../../components/Panel';
import { errorMessage } from '../../../lib/api';
import { REFERRAL_STATUS_COLORS, isReferralStatus } from '../../../lib/career';
import { formatDateTime } from '../../../lib/exam';
import { careerQueries } from '../api';
import { eventKind } from '../career';
import type { ReferralEvent } from '../../../lib/api-types';

const TIMELINE_COLORS: Record<string, string> = { processing: 'blue', warning: 'orange', success: 'green', default: 'gray' };

function EventLine({ e }: { e: ReferralEvent }) {
  const { t, i18n } = useTranslation();
  const kind = eventKind(e);
  return (
    <Flex vertical gap={2} data-testid={`referral-event-${e.to}`}>
      <Flex wrap gap="small" align="baseline">
        <span className="sc-strong">{t(`career.event${kind === 'created' ? 'Created' : kind === 'changed' ? 'Changed' : 'Noted'}`)}</span>
        <span className="sc-secondary">{e.actor ?? t('career.unknownActor')}</span>
        <time className="sc-muted sc-small">{formatDateTime(e.at, i18n.language)}</time>
      </Flex>
      {kind !== 'noted' && (
        <Flex wrap gap={4} align="center" className="sc-small">
          {e.from && <ReferralStatusTag status={e.from} />}
          {e.from && <ArrowRightOutlined className="sc-muted" />}
          <ReferralStatusTag status={e.to} />
        </Flex>
      )}
      {e.note && <div className="cr-text sc-secondary">{t('career.noteLine', { note: e.note })}</div>}
    </Flex>
  );
}

export function ReferralDrawer({ referralId, onClose }: { referralId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery({ ...careerQueries.referral(referralId ?? 0), enabled: referralId !== null });
  let body;
  if (detail.isPending) body = <Skeleton active />;
  else if (detail.isError)
    body = (
      <Result
        status="warning"
        title={t('career.detailFailed')}
        subTitle={errorMessage(detail.error)}
        extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else {
    const r = detail.data.referral;
    body = (
      <Flex vertical gap="large">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'status', label: t('career.colStatus'), children: <ReferralStatusTag status={r.status} label={r.statusLabel} testId="referral-detail-status" /> },
            { key: 'learner', label: t('career.colLearner'), children: [r.learner, r.learner !== r.username ? r.username : null, r.phone].filter(Boolean).join(' · ') },
            {
              key: 'position',
              label: t('career.colPosition'),
              children: (
                <Flex wrap gap={4} align="center">
                  <span>
                    {r.company} · {r.positionTitle} · {r.city}
                  </span>
                  {r.positionStatus === 'closed' && <PositionStatusTag status="closed" />}
                </Flex>
              ),
            },
            {
              key: 'course',
              label: t('career.colQualification'),
              children: [r.courseName ?? '—', r.certificateNumber ? t('career.certificateLine', { number: r.certificateNumber }) : null].filter(Boolean).join(' · '),
            },
            { key: 'referredBy', label: t('career.colReferredBy'), children: r.referredBy ?? t('career.unknownActor') },
            { key: 'createdAt', label: t('career.colReferredAt'), children: formatDateTime(r.createdAt, i18n.language) },
            { key: 'notes', label: t('career.colNotes'), children: <div className="cr-text">{r.notes || '—'}</div> },
          ]}
        />
        <Panel title={t('career.trail')} testId="referral-trail">
          {detail.data.events.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('career.noEvents')} />
          ) : (
            <Timeline
              items={detail.data.events.map((e, i) => ({
                key: `${e.at}-${i}`,
                color: TIMELINE_COLORS[isReferralStatus(e.to) ? REFERRAL_STATUS_COLORS[e.to] : 'default'],
                children: <EventLine e={e} />,
              }))}
            />
          )}
        </Panel>
      </Flex>
    );
  }
  return (
    <Drawer open={referralId !== null} title={t('career.detailTitle')} onClose={onClose} width={520} destroyOnHidden data-testid="referral-drawer">
      {body}
    </Drawer>
  );
}
