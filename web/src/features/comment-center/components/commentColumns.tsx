// The comment center's columns: course, author, rating, status, the comment (expandable), the reply, when, and the
// actions (reply, hide or show, delete, the trail).
import { Button, Rate, Space, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EyeInvisibleOutlined, EyeOutlined, HistoryOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/exam';
import { StatusTag } from './StatusTag';
import type { ModerationKind } from './ModerationDialog';
import type { StaffComment } from '../../../lib/api-types';

interface CommentActions {
  /** Opens the dialog of a step that needs words (reply, hide, delete). */
  onModerate: (kind: ModerationKind, comment: StaffComment) => void;
  /** Shows a hidden comment again (after asking). */
  onShow: (comment: StaffComment) => void;
  onTrail: (commentId: number) => void;
}

export function useCommentColumns({ onModerate, onShow, onTrail }: CommentActions): TableColumnsType<StaffComment> {
  const { t, i18n } = useTranslation();
  return [
    {
      title: t('commentCenter.course'),
      key: 'course',
      width: 140,
      render: (_, c) => (
        <Typography.Text ellipsis={{ tooltip: c.courseName }} className="sc-comment-course">
          {c.courseName}
        </Typography.Text>
      ),
    },
    { title: t('commentCenter.author'), dataIndex: 'author', key: 'author', width: 100 },
    { title: t('commentCenter.rating'), key: 'rating', width: 110, render: (_, c) => <Rate disabled value={c.rating} className="sc-rating-stars" aria-label={String(c.rating)} /> },
    { title: t('commentCenter.status'), key: 'status', width: 80, render: (_, c) => <StatusTag status={c.status} /> },
    {
      // No width: the comment takes what the other columns leave.
      title: t('commentCenter.content'),
      key: 'content',
      render: (_, c) => (
        <Typography.Paragraph
          className="sc-comment-cell"
          ellipsis={{ rows: 2, expandable: 'collapsible', symbol: (expanded) => (expanded ? t('commentCenter.collapse') : t('commentCenter.expand')) }}
          data-testid={`comment-content-${c.id}`}
        >
          {c.content}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('commentCenter.reply'),
      key: 'reply',
      width: 150,
      render: (_, c) =>
        c.reply ? (
          <Typography.Paragraph className="sc-comment-cell" ellipsis={{ rows: 2, tooltip: c.reply }} data-testid={`comment-reply-text-${c.id}`}>
            {c.reply}
          </Typography.Paragraph>
        ) : (
          <span className="sc-muted">{t('commentCenter.noReply')}</span>
        ),
    },
    { title: t('commentCenter.createdAt'), key: 'createdAt', width: 110, render: (_, c) => formatDateTime(c.createdAt, i18n.language) },
    {
      title: t('commentCenter.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, c) => (
        <Space size={0} wrap className="sc-comment-actions">
          <Button type="link" size="small" icon={<MessageOutlined />} onClick={() => onModerate('reply', c)} data-testid={`comment-reply-${c.id}`}>
            {t('commentCenter.replyAction')}
          </Button>
          {c.status === 'hidden' ? (
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onShow(c)} data-testid={`comment-show-${c.id}`}>
              {t('commentCenter.showAction')}
            </Button>
          ) : (
            <Button type="link" size="small" icon={<EyeInvisibleOutlined />} onClick={() => onModerate('hide', c)} data-testid={`comment-hide-${c.id}`}>
              {t('commentCenter.hideAction')}
            </Button>
          )}
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onModerate('delete', c)} data-testid={`comment-delete-${c.id}`}>
            {t('commentCenter.deleteAction')}
          </Button>
          <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => onTrail(c.id)} data-testid={`comment-events-${c.id}`}>
            {t('commentCenter.eventsAction')}
          </Button>
        </Space>
      ),
    },
  ];
}
