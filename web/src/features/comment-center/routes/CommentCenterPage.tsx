// /root/student-course, the comment center: course comments filtered by course, status, rating and text (all in the
// URL), paged 10/20/50/100; reply, hide with a reason or show again, delete with a reason, and each comment's trail.
import { useState } from 'react';
import { Alert, Button, Flex, Rate, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useApp } from '../../../lib/useApp';
import { DeleteOutlined, EyeInvisibleOutlined, EyeOutlined, HistoryOutlined, MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage, isRefusal } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { COMMENT_FILTERS, COMMENT_PAGE_SIZES, commentCenterApi, commentCenterQueries, commentListQuery, useModeration } from '../api';
import { CommentTrail } from '../components/CommentTrail';
import { ModerationDialog, type ModerationKind, type ModerationTarget } from '../components/ModerationDialog';
import { StatusTag } from '../components/StatusTag';
import '../commentCenter.css';
import type { StaffComment } from '../../../lib/api-types';

export default function CommentCenterPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = useApp();
  const { params, set } = useUrlState();
  const query = commentListQuery(params);
  const list = useQuery({ ...commentCenterQueries.list(query), meta: { errorToast: 'commentCenter.listFailed', serverMessage: true } });
  const courses = useQuery(commentCenterQueries.courses());
  const show = useModeration((id: number) => commentCenterApi.moderate(id, { status: 'published' }));
  const [target, setTarget] = useState<ModerationTarget | null>(null);
  const [trailId, setTrailId] = useState<number | null>(null);

  // A failed load empties the table (as every staff list does) and offers to try again.
  const shown = list.isError ? { isFetching: list.isFetching, data: undefined } : list;
  const rows = list.isError ? [] : list.data?.comments;
  const open = (kind: ModerationKind, comment: StaffComment) => setTarget({ kind, comment });
  const filter = (name: string) => (value: string | number | undefined) => set({ [name]: value ?? null, page: null });

  const confirmShow = (c: StaffComment) =>
    modal.confirm({
      title: t('commentCenter.showTitle'),
      content: t('commentCenter.showConfirm'),
      okText: t('commentCenter.showAction'),
      cancelText: t('common.cancel'),
      okButtonProps: { ...({ 'data-testid': 'show-ok' } as object) },
      onOk: () =>
        show.mutateAsync(c.id).then(
          () => message.success(t('commentCenter.shownDone')),
          (error: unknown) =>
            isRefusal(error, 'COMMENT_CHANGED_ELSEWHERE') ? message.warning(errorMessage(error)) : message.error(errorMessage(error, t('commentCenter.actionFailed'))),
        ),
    });

  const columns: TableColumnsType<StaffComment> = [
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
          <Button type="link" size="small" icon={<MessageOutlined />} onClick={() => open('reply', c)} data-testid={`comment-reply-${c.id}`}>
            {t('commentCenter.replyAction')}
          </Button>
          {c.status === 'hidden' ? (
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => confirmShow(c)} data-testid={`comment-show-${c.id}`}>
              {t('commentCenter.showAction')}
            </Button>
          ) : (
            <Button type="link" size="small" icon={<EyeInvisibleOutlined />} onClick={() => open('hide', c)} data-testid={`comment-hide-${c.id}`}>
              {t('commentCenter.hideAction')}
            </Button>
          )}
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => open('delete', c)} data-testid={`comment-delete-${c.id}`}>
            {t('commentCenter.deleteAction')}
          </Button>
          <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => setTrailId(c.id)} data-testid={`comment-events-${c.id}`}>
            {t('commentCenter.eventsAction')}
          </Button>
        </Space>
      ),
    },
  ];

  const courseOptions = (courses.data?.courses ?? []).map((c) => ({ value: c.id, label: c.name }));
  // A course in the URL that is not in the first 100 still shows as selected, by its id.
  if (query.courseId && !courseOptions.some((o) => o.value === query.courseId)) courseOptions.push({ value: query.courseId, label: `#${query.courseId}` });

  return (
    <div data-testid="comment-manager">
      <PageHeader title={t('titles.adminStudentCourse')} subtitle={t('commentCenter.subtitle')} />
      {list.isError && (
        <Alert
          className="sc-comment-error"
          type="error"
          showIcon
          message={t('commentCenter.listFailed')}
          description={errorMessage(list.error)}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
          data-testid="comment-list-error"
        />
      )}
      <ListTable<StaffComment>
        list={shown}
        rows={rows}
        columns={columns}
        rowTestId="comment-row"
        pageSize={query.size}
        pageSizes={COMMENT_PAGE_SIZES}
        totalText={(n) => t('commentCenter.total', { count: n })}
        filters={[...COMMENT_FILTERS]}
        empty={{ text: t('commentCenter.empty'), noMatch: t('commentCenter.noMatch'), clear: t('commentCenter.clearFilters') }}
        // The columns' widths and room for the comment; narrower than the page beside the menu at 1366 px, so nothing hides under the actions.
        scroll={{ x: 1040 }}
      >
        <Flex wrap gap="small" className="sc-list-toolbar">
          <Select<number>
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('commentCenter.allCourses')}
            value={query.courseId}
            options={courseOptions}
            loading={courses.isPending}
            onChange={filter('courseId')}
            className="sc-comment-filter-course"
            data-testid="comment-filter-course"
          />
          <Select<string>
            allowClear
            placeholder={t('commentCenter.allStatuses')}
            value={query.status}
            options={[
              { value: 'published', label: t('commentCenter.published') },
              { value: 'hidden', label: t('commentCenter.hiddenStatus') },
            ]}
            onChange={filter('status')}
            className="sc-comment-filter"
            data-testid="comment-filter-status"
          />
          <Select<number>
            allowClear
            placeholder={t('commentCenter.allRatings')}
            value={query.rating}
            options={[5, 4, 3, 2, 1].map((n) => ({ value: n, label: t('commentCenter.ratingOption', { count: n }) }))}
            onChange={filter('rating')}
            className="sc-comment-filter"
            data-testid="comment-filter-rating"
          />
          <SearchBox param="q" placeholder={t('commentCenter.searchPlaceholder')} data-testid="comment-search" />
        </Flex>
      </ListTable>
      <ModerationDialog target={target} onClose={() => setTarget(null)} />
      <CommentTrail commentId={trailId} onClose={() => setTrailId(null)} />
    </div>
  );
}
