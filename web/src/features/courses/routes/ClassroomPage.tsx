// /classroom: course cards with the status buttons, search by name (?search=) with its banner, category filter.
import { useEffect, useState } from 'react';
import { App, Alert, Button, Empty, Input, Pagination, Result, Skeleton, Tag } from 'antd';
import { CloseCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { courseQueries } from '../../../lib/course';
import { CourseCard } from '../components/CourseCard';
import { useCourseActions } from '../useCourseActions';
import '../courses.css';

export const CLASSROOM_PAGE_SIZE = 12;

export function ClassroomPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const category = params.get('category')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const [draftFor, setDraftFor] = useState(search);
  if (draftFor !== search) {
    // The header search box changed ?search=: the page's box follows it.
    setDraftFor(search);
    setDraft(search);
  }

  const listParams = { search: search || undefined, category: category || undefined, page: page - 1, size: CLASSROOM_PAGE_SIZE };
  const list = useQuery({ ...courseQueries.list(listParams), placeholderData: keepPreviousData });
  const categories = useQuery(courseQueries.categories());
  const { act, startingId } = useCourseActions();

  useEffect(() => {
    if (list.isError) message.error({ content: t('course.listFailed'), key: 'course-list-failed' });
  }, [list.isError, message, t]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const clearSearch = () => {
    setDraft('');
    update({ search: null });
  };

  const courses = list.data?.courses ?? [];
  const total = list.data?.totalCount ?? 0;

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <div className="sc-course-grid">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="sc-course-card sc-course-card-skeleton">
            <Skeleton.Image active className="sc-skeleton-cover" />
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <div data-testid="classroom-error">
        <Result status="error" title={t('course.listFailed')} extra={<Button onClick={() => void list.refetch()}>{t('course.retry')}</Button>} />
      </div>
    );
  } else if (courses.length === 0) {
    body = search ? (
      <div className="sc-empty-panel" data-testid="classroom-no-results">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <div className="sc-empty-title">{t('classroom.noResults', { search })}</div>
              <div className="sc-empty-hint">{t('classroom.noResultsHint')}</div>
            </>
          }
        >
          <Button type="primary" onClick={clearSearch}>
            {t('classroom.clearSearch')}
          </Button>
        </Empty>
      </div>
    ) : (
      <div className="sc-empty-panel" data-testid="classroom-empty">
        <Empty description={t('classroom.empty')} />
      </div>
    );
  } else {
    body = (
      <>
        <div className="sc-course-grid" data-testid="course-grid">
          {courses.map((c) => (
            <CourseCard key={c.id} course={c} loading={startingId === c.id} onAct={act} />
          ))}
        </div>
        {total > CLASSROOM_PAGE_SIZE && (
          <Pagination
            className="sc-course-pagination"
            current={page}
            pageSize={CLASSROOM_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(p) => update({ page: p > 1 ? String(p) : null })}
          />
        )}
      </>
    );
  }

  return (
    <div className="sc-classroom" data-testid="classroom-page">
      <div className="sc-page-head">
        <div>
          <h1 className="sc-page-title">{t('classroom.title')}</h1>
          <p className="sc-page-subtitle">{t('classroom.subtitle')}</p>
        </div>
        <Input.Search
          className="sc-classroom-search"
          placeholder={t('classroom.searchPlaceholder')}
          allowClear
          enterButton={<SearchOutlined />}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value === '' && search) clearSearch();
          }}
          onSearch={(v) => update({ search: v.trim() || null })}
          data-testid="classroom-search"
        />
      </div>

      {(categories.data?.categories.length ?? 0) > 0 && (
        <div className="sc-category-bar" role="group" aria-label={t('course.category')}>
          <Tag.CheckableTag checked={!category} onChange={() => update({ category: null })}>
            {t('classroom.all')}
          </Tag.CheckableTag>
          {categories.data?.categories.map((c) => (
            <Tag.CheckableTag key={c.name} checked={category === c.name} onChange={() => update({ category: c.name })}>
              {c.name} <span className="sc-category-count">{c.count}</span>
            </Tag.CheckableTag>
          ))}
        </div>
      )}

      {search && !list.isPending && !list.isError && (
        <Alert
          className="sc-search-banner"
          type="info"
          showIcon
          message={t('classroom.searchResult', { search, count: total })}
          action={
            <Button size="small" icon={<CloseCircleOutlined />} onClick={clearSearch} data-testid="classroom-clear-search">
              {t('classroom.clearSearch')}
            </Button>
          }
          data-testid="classroom-search-banner"
        />
      )}

      {body}
    </div>
  );
}

export default ClassroomPage;
