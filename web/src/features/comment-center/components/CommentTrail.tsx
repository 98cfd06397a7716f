// A comment as it stands and its moderation trail (hide, show, reply, delete: who, when, the status it moved
// between, the reason or the reply), in a drawer.
import { Button, Descriptions, Drawer, Empty, Flex, Rate, Skeleton, Timeline } from 'antd';
import { Result } from '../../../components/Result';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { commentCenterQueries } from '../api';
import { StatusTag } from './StatusTag';
import type { CommentEventView } from '../../../lib/api-types';

const EVENT_COLORS: Record<string, string> = { hide: 'orange', show: 'green', reply: 'blue', delete: 'red' };

function EventLine({ e }: { e: CommentEventView }) {
  const { t, i18n } = useTranslation();
  const detail =
    e.action === 'reply'
      ? e.reason
        ? t('commentCenter.replyLine', { reply: e.reason })
        : t('commentCenter.replyRemovedLine')
      : e.reason
        ? t('commentCenter.reasonLine', { reason: e.reason })
        : null;
  return (
    <Flex vertical gap={2} data-testid={`comment-event-${e.action}`}>
      <Flex wrap gap="small" align="baseline">
        <span className="sc-strong">{t(`commentCenter.eventActions.${e.action}`, { defaultValue: e.action })}</span>
        <span className="sc-secondary">{e.actor ?? t('commentCenter.unknownActor')}</span>
        <time className="sc-muted sc-small">{formatDateTime(e.at, i18n.language)}</time>
      </Flex>
      {e.toStatus && e.fromStatus !== e.toStatus && (
        <Flex wrap gap={4} align="center" className="sc-small">
          {e.fromStatus && <StatusTag status={e.fromStatus} />}
          {e.fromStatus && <ArrowRightOutlined className="sc-muted" />}
          <StatusTag status={e.toStatus} />
        </Flex>
      )}
      {detail && <div className="sc-comment-text sc-secondary">{detail}</div>}
    </Flex>
  );
}

export function CommentTrail({ commentId, onClose }: { commentId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery({ ...commentCenterQueries.detail(commentId ?? 0), enabled: commentId !== null });
  return (
    <Drawer open={commentId !== null} title={t('commentCenter.eventsTitle')} onClose={onClose} width={480} destroyOnHidden data-testid="comment-trail">
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError ? (
        <Result
          status="warning"
          title={t('commentCenter.eventsFailed')}
          subTitle={errorMessage(detail.error)}
          extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Flex vertical gap="large">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'rating', label: t('commentCenter.rating'), children: <Rate disabled value={detail.data.comment.rating} className="sc-rating-stars" /> },
              { key: 'status', label: t('commentCenter.status'), children: <StatusTag status={detail.data.comment.status} /> },
              { key: 'createdAt', label: t('commentCenter.createdAt'), children: formatDateTime(detail.data.comment.createdAt, i18n.language) },
              { key: 'content', label: t('commentCenter.content'), children: <div className="sc-comment-text">{detail.data.comment.content}</div> },
              { key: 'reply', label: t('commentCenter.reply'), children: <div className="sc-comment-text">{detail.data.comment.reply || t('commentCenter.noReply')}</div> },
            ]}
          />
          {detail.data.events.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('commentCenter.noEvents')} />
          ) : (
            <Timeline items={detail.data.events.map((e, i) => ({ key: `${e.at}-${i}`, color: EVENT_COLORS[e.action] ?? 'gray', children: <EventLine e={e} /> }))} />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
