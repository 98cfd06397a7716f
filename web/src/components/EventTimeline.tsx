// The audit trail of an application as a timeline: what happened, who did it and when, the status it moved from and
// to, and the reason of a rejection or refusal. The learner and the desks read the same trail.
import { Empty, Flex, Tag, Timeline } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from '../lib/i18n';
import { eventColor, eventStatusKey } from '../lib/enrolment';
import { formatDateTime } from '../lib/exam';
import type { EventView } from '../lib/api-types';
import { Panel } from './Panel';
import './components.css';

function EventItem({ e }: { e: EventView }) {
  const { t, i18n } = useTranslation();
  const from = eventStatusKey(e.fromStatus);
  const to = eventStatusKey(e.toStatus);
  return (
    <Flex vertical gap={2} className="sc-event" data-testid={`event-${e.action}`}>
      <Flex wrap gap="small" align="baseline">
        <span className="sc-strong">{t(`review.record.actions.${e.action}`, { defaultValue: e.action })}</span>
        <span className="sc-secondary">{e.actor || t('review.record.unknownActor')}</span>
        <time className="sc-muted sc-small">{formatDateTime(e.at, i18n.language)}</time>
      </Flex>
      {to && from !== to && (
        <Flex wrap gap={4} align="center" className="sc-small">
          {from && <Tag bordered={false}>{t(from)}</Tag>}
          {from && <ArrowRightOutlined className="sc-muted" />}
          <Tag bordered={false} color="blue">
            {t(to)}
          </Tag>
        </Flex>
      )}
      {e.reason && <div className="sc-reason">{t('review.record.reasonLine', { reason: e.reason })}</div>}
    </Flex>
  );
}

export function EventTimeline({ events }: { events: EventView[] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('review.record.timeline')} testId="record-timeline">
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.record.noEvents')} />
      ) : (
        <Timeline className="sc-event-timeline" items={events.map((e, i) => ({ key: `${e.at}-${i}`, color: eventColor(e), children: <EventItem e={e} /> }))} />
      )}
    </Panel>
  );
}
