// The "课程评价" panel of a course: the average with stars, the 5→1 distribution, the caller's own comment (its form
// while they may comment, the hidden notice), the published comments with the teachers' replies, and paging.
import { useState } from 'react';
import { Alert, Button, Empty, Flex, Form, Input, Progress, Rate, Skeleton } from 'antd';
import { Pager } from '../../../components/ListPagination';
import { Result } from '../../../components/Result';
import { useApp } from '../../../lib/useApp';
import { DeleteOutlined, EditOutlined, EyeInvisibleOutlined, MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { COMMENT_CONTENT_MAX, commentRules, formRules } from '../../../lib/validation';
import { COMMENT_PAGE_SIZE, commentApi, commentQueries, distributionRows, useCommentMutation } from '../comments';
import type { CommentBody, CourseCommentsView, OwnComment, PublicComment } from '../../../lib/api-types';

interface CommentValues {
  rating: number;
  content: string;
}

export function CourseComments({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const comments = useQuery(commentQueries.page(courseId, page - 1));

  return (
    <Panel title={t('comments.title')} subtitle={comments.data ? t('comments.count', { count: comments.data.totalCount }) : undefined} testId="course-comments">
      {comments.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : comments.isError ? (
        <Result
          status="warning"
          title={t('comments.loadFailed')}
          subTitle={errorMessage(comments.error)}
          extra={<Button onClick={() => void comments.refetch()}>{t('common.retry')}</Button>}
          data-testid="comments-error"
        />
      ) : (
        <Flex vertical gap="large">
          <RatingSummary view={comments.data} />
          <OwnCommentArea courseId={courseId} view={comments.data} />
          <CommentList view={comments.data} page={page} onPage={setPage} />
        </Flex>
      )}
    </Panel>
  );
}

function RatingSummary({ view }: { view: CourseCommentsView }) {
  const { t } = useTranslation();
  const rows = distributionRows(view.distribution, view.ratingCount);
  return (
    <Flex wrap gap="large" align="center" className="sc-rating-summary" data-testid="comment-summary">
      <Flex vertical align="center" gap={2} className="sc-rating-average">
        <span className="sc-rating-number" data-testid="comment-average">
          {view.average != null ? view.average.toFixed(1) : '—'}
        </span>
        <Rate disabled allowHalf value={view.average ?? 0} />
        <span className="sc-muted sc-small">{view.ratingCount > 0 ? t('comments.countShort', { count: view.ratingCount }) : t('comments.noRatings')}</span>
      </Flex>
      <Flex vertical gap={4} className="sc-grow sc-rating-bars">
        {rows.map(([stars, count, percent]) => (
          <Flex key={stars} align="center" gap="small" data-testid={`comment-distribution-${stars}`}>
            <span className="sc-rating-bar-label sc-secondary sc-small">{t('comments.stars', { count: stars })}</span>
            <Progress percent={percent} showInfo={false} size="small" strokeColor="#fadb14" className="sc-grow" />
            <span className="sc-rating-bar-count sc-muted sc-small">{count}</span>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}

function OwnCommentArea({ courseId, view }: { courseId: number; view: CourseCommentsView }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const mine = view.mine ?? null;
  if (!mine && !view.mayComment) {
    return (
      <div className="sc-comment-hint sc-secondary" data-testid="comment-not-allowed">
        <MessageOutlined /> {t('comments.notAllowed')}
      </div>
    );
  }
  if (mine && !editing) return <MyComment courseId={courseId} mine={mine} mayEdit={view.mayComment} onEdit={() => setEditing(true)} />;
  return <CommentForm courseId={courseId} mine={mine} onDone={() => setEditing(false)} onCancel={mine ? () => setEditing(false) : undefined} />;
}

function MyComment({ courseId, mine, mayEdit, onEdit }: { courseId: number; mine: OwnComment; mayEdit: boolean; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = useApp();
  const remove = useCommentMutation(courseId, () => commentApi.remove(courseId));
  const confirmDelete = () =>
    modal.confirm({
      title: t('comments.delete'),
      content: t('comments.deleteConfirm'),
      okText: t('common.delete'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'comment-delete-ok' } as object) },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(undefined).then(
          () => message.success(t('comments.deleted')),
          (error: unknown) => message.error(errorMessage(error, t('comments.deleteFailed'))),
        ),
    });
  return (
    <Flex vertical gap="small" className="sc-comment-mine" data-testid="comment-mine">
      <Flex wrap justify="space-between" align="center" gap="small">
        <Flex align="center" gap="small">
          <span className="sc-strong">{t('comments.mine')}</span>
          <Rate disabled value={mine.rating} className="sc-rating-stars" />
        </Flex>
        <Flex gap="small">
          {mayEdit && (
            <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid="comment-edit">
              {t('comments.edit')}
            </Button>
          )}
          <Button size="small" danger icon={<DeleteOutlined />} onClick={confirmDelete} loading={remove.isPending} data-testid="comment-delete">
            {t('comments.delete')}
          </Button>
        </Flex>
      </Flex>
      {mine.status === 'hidden' && <Alert type="warning" showIcon icon={<EyeInvisibleOutlined />} message={t('comments.hidden')} data-testid="comment-hidden-notice" />}
      <div className="sc-comment-text">{mine.content}</div>
      <time className="sc-muted sc-small">
        {mine.updatedAt > mine.createdAt ? t('comments.editedAt', { time: formatDateTime(mine.updatedAt, i18n.language) }) : formatDateTime(mine.createdAt, i18n.language)}
      </time>
      {mine.reply && <TeacherReply reply={mine.reply} at={mine.repliedAt} testId="comment-mine-reply" />}
    </Flex>
  );
}

function CommentForm({ courseId, mine, onDone, onCancel }: { courseId: number; mine: OwnComment | null; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<CommentValues>();
  const save = useCommentMutation(courseId, (body: CommentBody) => commentApi.save(courseId, body));
  const submit = async (values: CommentValues) => {
    try {
      await save.mutateAsync({ rating: values.rating, content: values.content.trim() });
      message.success(t('comments.saved'));
      onDone();
    } catch (error) {
      setFieldErrors(form, error, ['rating', 'content']);
      message.error(errorMessage(error, t('comments.saveFailed')));
    }
  };
  return (
    <Form<CommentValues>
      form={form}
      layout="vertical"
      className="sc-comment-form"
      initialValues={mine ? { rating: mine.rating, content: mine.content } : undefined}
      onFinish={(values) => void submit(values)}
      data-testid="comment-form"
    >
      <div className="sc-strong sc-comment-form-title">{mine ? t('comments.edit') : t('comments.write')}</div>
      <Form.Item name="rating" label={t('comments.rating')} rules={formRules(commentRules, 'rating', t)} required>
        <Rate data-testid="comment-rating" />
      </Form.Item>
      <Form.Item name="content" label={t('comments.content')} rules={formRules(commentRules, 'content', t)} required>
        <Input.TextArea rows={4} maxLength={COMMENT_CONTENT_MAX} showCount placeholder={t('comments.contentPlaceholder')} data-testid="comment-content" />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="comment-submit">
          {mine ? t('comments.save') : t('comments.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </Flex>
    </Form>
  );
}

function TeacherReply({ reply, at, testId }: { reply: string; at?: number | null; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="sc-comment-reply" data-testid={testId}>
      <Flex wrap gap="small" align="baseline">
        <span className="sc-strong sc-small">{t('comments.teacherReply')}</span>
        {at ? <time className="sc-muted sc-small">{formatDateTime(at, i18n.language)}</time> : null}
      </Flex>
      <div className="sc-comment-text">{reply}</div>
    </div>
  );
}

function CommentList({ view, page, onPage }: { view: CourseCommentsView; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (view.comments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={view.mayComment && !view.mine ? t('comments.emptyMayComment') : t('comments.empty')} data-testid="comments-empty" />;
  }
  return (
    <Flex vertical>
      <ul className="sc-plain-list sc-comment-list" data-testid="comment-list">
        {view.comments.map((c) => (
          <CommentItem key={c.id} comment={c} />
        ))}
      </ul>
      {view.totalCount > COMMENT_PAGE_SIZE && (
        <Pager current={page} pageSize={COMMENT_PAGE_SIZE} total={view.totalCount} onChange={onPage} />
      )}
    </Flex>
  );
}

function CommentItem({ comment: c }: { comment: PublicComment }) {
  const { i18n } = useTranslation();
  return (
    <li className="sc-comment" data-testid={`comment-item-${c.id}`}>
      <Flex wrap gap="small" align="center">
        <span className="sc-strong">{c.author}</span>
        <Rate disabled value={c.rating} className="sc-rating-stars" />
        <time className="sc-muted sc-small">{formatDateTime(c.createdAt, i18n.language)}</time>
      </Flex>
      <div className="sc-comment-text">{c.content}</div>
      {c.reply && <TeacherReply reply={c.reply} at={c.repliedAt} testId={`comment-reply-${c.id}`} />}
    </li>
  );
}
