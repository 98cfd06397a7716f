// /root/student-course, the comment center: course comments filtered by course, status, rating and text (all in the
// URL), paged 10/20/50/100; reply, hide with a reason or show again, delete with a reason, and each comment's trail.
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage, isRefusal } from '../../../lib/api';
import { COMMENT_FILTERS, COMMENT_PAGE_SIZES, commentCenterApi, commentCenterQueries, commentListQuery, useModeration } from '../api';
import { CommentFilters } from '../components/CommentFilters';
import { CommentTrail } from '../components/CommentTrail';
import { ModerationDialog, type ModerationKind, type ModerationTarget } from '../components/ModerationDialog';
import { useCommentColumns } from '../components/commentColumns';
import '../commentCenter.css';
import type { StaffComment } from '../../../lib/api-types';

export default function CommentCenterPage() {
  const { t } = useTranslation();
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

  const columns = useCommentColumns({ onModerate: open, onShow: confirmShow, onTrail: setTrailId });

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
        <CommentFilters query={query} courses={courses.data?.courses ?? []} coursesLoading={courses.isPending} onFilter={filter} />
      </ListTable>
      <ModerationDialog target={target} onClose={() => setTarget(null)} />
      <CommentTrail commentId={trailId} onClose={() => setTrailId(null)} />
    </div>
  );
}
