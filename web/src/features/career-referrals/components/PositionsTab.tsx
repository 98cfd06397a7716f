// The 招聘岗位 tab: every position with its salary, requirements, contact, status and referral count, filtered by status
// and text (in the URL), paged; edit, close or reopen, and delete (the server refuses a position with referrals: its
// message says to close it instead).
import { Button, Flex, Select, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useApp } from '../../../lib/useApp';
import { StopOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { PositionStatusTag } from '../../../components/CareerTags';
import { ListTable } from '../../../components/ListTable';
import { RowActions } from '../../../components/RowActions';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { POSITION_STATUSES, formatSalary } from '../../../lib/career';
import { splitDateTime } from '../career';
import { CAREER_PAGE_SIZES, POSITION_FILTERS, careerApi, positionBody, useCareerMutation, type PositionQuery } from '../api';
import type { PositionPage, PositionView } from '../../../lib/api-types';

export interface PositionsTabProps {
  query: PositionQuery;
  list: { isFetching: boolean; isError: boolean; data?: PositionPage };
  onEdit: (p: PositionView) => void;
}

export function PositionsTab({ query, list, onEdit }: PositionsTabProps) {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const { set, page, setPage } = useUrlState();
  const toggle = useCareerMutation((p: PositionView) => careerApi.updatePosition(p.id, positionBody(p, { status: p.status === 'open' ? 'closed' : 'open' })));
  const remove = useCareerMutation((id: number) => careerApi.deletePosition(id));
  const rows = list.isError ? [] : list.data?.positions;
  const filter = (name: string) => (value: string | undefined) => set({ [name]: value ?? null, page: null });

  const flip = (p: PositionView) =>
    toggle.mutateAsync(p).then(
      (saved) => message.success(t(saved.status === 'closed' ? 'career.positionClosed' : 'career.positionReopened')),
      (error: unknown) => message.error(errorMessage(error, t('career.toggleFailed'))),
    );

  const columns: TableColumnsType<PositionView> = [
    {
      title: t('career.colCompany'),
      key: 'company',
      width: 140,
      render: (_, p) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: p.company }} className="cr-notes sc-strong">
          {p.company}
        </Typography.Paragraph>
      ),
    },
    { title: t('career.colTitle'), dataIndex: 'title', key: 'title', width: 100 },
    { title: t('career.colCity'), dataIndex: 'city', key: 'city', width: 60 },
    {
      title: t('career.colSalary'),
      key: 'salary',
      width: 118,
      render: (_, p) => (
        <span className={p.salaryMin == null && p.salaryMax == null ? 'sc-secondary' : 'cr-salary'} data-testid={`position-salary-${p.id}`}>
          {formatSalary(p.salaryMin, p.salaryMax, t)}
        </span>
      ),
    },
    {
      title: t('career.colRequirements'),
      key: 'requirements',
      width: 140,
      render: (_, p) =>
        p.requirements ? (
          <Typography.Paragraph className="cr-text cr-notes" ellipsis={{ rows: 2, tooltip: p.requirements }}>
            {p.requirements}
          </Typography.Paragraph>
        ) : (
          <span className="sc-muted">—</span>
        ),
    },
    { title: t('career.colContact'), key: 'contact', width: 110, render: (_, p) => <span className="cr-text">{p.contact}</span> },
    { title: t('career.colStatus'), key: 'status', width: 76, render: (_, p) => <PositionStatusTag status={p.status} testId={`position-status-${p.id}`} /> },
    {
      title: t('career.colReferralCount'),
      key: 'referralCount',
      width: 72,
      align: 'right',
      render: (_, p) =>
        p.referralCount > 0 ? (
          <Button type="link" size="small" className="cr-count-link" onClick={() => set({ tab: null, status: null, q: null, positionId: p.id, page: null })} data-testid={`position-referrals-${p.id}`}>
            {t('career.referralCount', { count: p.referralCount })}
          </Button>
        ) : (
          <span className="sc-muted">{t('career.referralCount', { count: 0 })}</span>
        ),
    },
    {
      title: t('career.colPositionUpdated'),
      key: 'updatedAt',
      width: 96,
      render: (_, p) => {
        const [day, time] = splitDateTime(p.updatedAt, i18n.language);
        return (
          <Flex vertical className="cr-nowrap">
            <span>{day}</span>
            <span className="sc-muted sc-small">{time}</span>
          </Flex>
        );
      },
    },
    {
      title: t('career.colActions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, p) => (
        <RowActions
          testId="position"
          id={p.id}
          onEdit={() => onEdit(p)}
          remove={{
            confirm: t('career.deleteConfirm', { title: `${p.company} · ${p.title}` }),
            call: () =>
              remove.mutateAsync(p.id).then(() => {
                // The last row of a later page is gone: show the page before it.
                if (rows?.length === 1 && page > 1) setPage(page - 1);
              }),
            done: t('career.positionDeleted'),
            failed: t('career.deleteFailed'),
          }}
        >
          {/* An icon like the row's edit and delete: the tooltip and the label say which way it goes. */}
          <Tooltip title={t(p.status === 'open' ? 'career.close' : 'career.reopen')}>
            <Button
              size="small"
              icon={p.status === 'open' ? <StopOutlined /> : <UndoOutlined />}
              onClick={() => void flip(p)}
              loading={toggle.isPending && toggle.variables?.id === p.id}
              aria-label={t(p.status === 'open' ? 'career.close' : 'career.reopen')}
              data-testid={`position-toggle-${p.id}`}
            />
          </Tooltip>
        </RowActions>
      ),
    },
  ];

  return (
    <ListTable<PositionView>
      list={list.isError ? { isFetching: list.isFetching, data: undefined } : list}
      rows={rows}
      columns={columns}
      rowTestId="position-row"
      pageSize={query.size}
      pageSizes={CAREER_PAGE_SIZES}
      totalText={(n) => t('career.positionsTotal', { count: n })}
      filters={[...POSITION_FILTERS]}
      empty={{ text: t('career.positionsEmpty'), noMatch: t('career.positionsNoMatch'), clear: t('career.clearFilters') }}
      scroll={{ x: 1032 }}
    >
      <Flex wrap gap="small" className="sc-list-toolbar">
        <Select<string>
          allowClear
          placeholder={t('career.allStatuses')}
          value={query.status}
          options={POSITION_STATUSES.map((s) => ({ value: s, label: t(`career.positionStatuses.${s}`), count: list.data?.counts?.[s] }))}
          optionRender={(o) => (
            <Flex justify="space-between" gap="small">
              <span>{o.label}</span>
              {o.data.count !== undefined && <span className="sc-muted">{o.data.count}</span>}
            </Flex>
          )}
          onChange={filter('status')}
          className="cr-filter"
          data-testid="position-filter-status"
        />
        <SearchBox param="q" placeholder={t('career.searchPositions')} data-testid="position-search" />
      </Flex>
    </ListTable>
  );
}
