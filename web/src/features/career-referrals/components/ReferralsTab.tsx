// The 推荐记录 tab: every referral with its learner, position, qualification, status and notes, filtered by status,
// position and text (all in the URL), paged; a referral still in progress can be moved on, any can be opened.
import { Button, Flex, Select, Space, Typography, type TableColumnsType } from 'antd';
import { EyeOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { PositionStatusTag, ReferralStatusTag } from '../../../components/CareerTags';
import { ListTable } from '../../../components/ListTable';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { REFERRAL_STATUSES, isFinalStatus } from '../../../lib/career';
import { splitDateTime } from '../career';
import { CAREER_PAGE_SIZES, POSITION_CHOICES, REFERRAL_FILTERS, careerQueries, type ReferralQuery } from '../api';
import type { ReferralPage, ReferralView } from '../../../lib/api-types';

export interface ReferralsTabProps {
  query: ReferralQuery;
  list: { isFetching: boolean; isError: boolean; data?: ReferralPage };
  onStatus: (r: ReferralView) => void;
  onDetail: (r: ReferralView) => void;
}

export function ReferralsTab({ query, list, onStatus, onDetail }: ReferralsTabProps) {
  const { t, i18n } = useTranslation();
  const { set } = useUrlState();
  const positions = useQuery(careerQueries.positions({ page: 0, size: POSITION_CHOICES }));
  const filter = (name: string) => (value: string | number | undefined) => set({ [name]: value ?? null, page: null });
  // Date over time: the table keeps to the width of a laptop screen.
  const date = (ms: number) => {
    const [day, time] = splitDateTime(ms, i18n.language);
    return (
      <Flex vertical className="cr-nowrap">
        <span>{day}</span>
        <span className="sc-muted sc-small">{time}</span>
      </Flex>
    );
  };

  const columns: TableColumnsType<ReferralView> = [
    {
      title: t('career.colLearner'),
      key: 'learner',
      width: 106,
      render: (_, r) => (
        <Flex vertical className="cr-cell">
          <span className="sc-strong">{r.learner}</span>
          {r.phone && <span className="sc-muted sc-small cr-nowrap">{r.phone}</span>}
        </Flex>
      ),
    },
    {
      title: t('career.colPosition'),
      key: 'position',
      width: 172,
      render: (_, r) => (
        <Flex vertical className="cr-cell">
          <span className="sc-strong">{r.positionTitle}</span>
          <span className="sc-secondary sc-small">
            {r.company} · {r.city}
          </span>
          {r.positionStatus === 'closed' && (
            <span>
              <PositionStatusTag status="closed" />
            </span>
          )}
        </Flex>
      ),
    },
    {
      title: t('career.colQualification'),
      key: 'qualification',
      width: 160,
      render: (_, r) => (
        <Flex vertical className="cr-cell">
          {/* The course may have been deleted since. */}
          {r.courseName ? (
            <Typography.Paragraph ellipsis={{ rows: 2, tooltip: r.courseName }} className="cr-notes">
              {r.courseName}
            </Typography.Paragraph>
          ) : (
            <span className="sc-muted">—</span>
          )}
          {r.certificateNumber && <span className="sc-muted sc-small">{t('career.certificateLine', { number: r.certificateNumber })}</span>}
        </Flex>
      ),
    },
    { title: t('career.colStatus'), key: 'status', width: 84, render: (_, r) => <ReferralStatusTag status={r.status} label={r.statusLabel} testId={`referral-status-${r.id}`} /> },
    {
      title: t('career.colNotes'),
      key: 'notes',
      width: 136,
      render: (_, r) =>
        r.notes ? (
          <Typography.Paragraph className="cr-text cr-notes" ellipsis={{ rows: 2, tooltip: r.notes }}>
            {r.notes}
          </Typography.Paragraph>
        ) : (
          <span className="sc-muted">—</span>
        ),
    },
    { title: t('career.colReferredBy'), key: 'referredBy', width: 80, render: (_, r) => r.referredBy ?? <span className="sc-muted">{t('career.unknownActor')}</span> },
    { title: t('career.colReferredAt'), key: 'createdAt', width: 100, render: (_, r) => date(r.createdAt) },
    { title: t('career.colUpdatedAt'), key: 'updatedAt', width: 100, render: (_, r) => date(r.updatedAt) },
    {
      title: t('career.colActions'),
      key: 'actions',
      width: 106,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} direction="vertical" align="start">
          {!isFinalStatus(r.status) && (
            <Button type="link" size="small" icon={<SwapOutlined />} onClick={() => onStatus(r)} data-testid={`referral-update-${r.id}`}>
              {t('career.updateStatus')}
            </Button>
          )}
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onDetail(r)} data-testid={`referral-detail-${r.id}`}>
            {t('career.detail')}
          </Button>
        </Space>
      ),
    },
  ];

  const positionOptions = (positions.data?.positions ?? []).map((p) => ({ value: p.id, label: `${p.company} · ${p.title}` }));
  // A position in the URL that is not among the first ones still shows as selected, by its id.
  if (query.positionId && !positionOptions.some((o) => o.value === query.positionId)) positionOptions.push({ value: query.positionId, label: `#${query.positionId}` });

  return (
    <ListTable<ReferralView>
      list={list.isError ? { isFetching: list.isFetching, data: undefined } : list}
      rows={list.isError ? [] : list.data?.referrals}
      columns={columns}
      rowTestId="referral-row"
      pageSize={query.size}
      pageSizes={CAREER_PAGE_SIZES}
      totalText={(n) => t('career.referralsTotal', { count: n })}
      filters={[...REFERRAL_FILTERS]}
      empty={{ text: t('career.referralsEmpty'), noMatch: t('career.referralsNoMatch'), clear: t('career.clearFilters') }}
      scroll={{ x: 1044 }}
    >
      <Flex wrap gap="small" className="sc-list-toolbar">
        <Select<string>
          allowClear
          placeholder={t('career.allStatuses')}
          value={query.status}
          options={REFERRAL_STATUSES.map((s) => ({ value: s, label: t(`career.statuses.${s}`) }))}
          onChange={filter('status')}
          className="cr-filter"
          data-testid="referral-filter-status"
        />
        <Select<number>
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('career.allPositions')}
          value={query.positionId}
          options={positionOptions}
          loading={positions.isPending}
          onChange={filter('positionId')}
          className="cr-filter-position"
          popupMatchSelectWidth={false}
          data-testid="referral-filter-position"
        />
        <SearchBox param="q" placeholder={t('career.searchReferrals')} data-testid="referral-search" />
      </Flex>
    </ListTable>
  );
}

