// /root/career-referrals, 就业推荐: the referral counts by status (a card filters the referrals by its status), then two
// tabs — 推荐记录 (refer a learner, move a referral on, its trail) and 招聘岗位 (add, edit, close or reopen, delete).
// The tab, filters and page are in the URL (?tab=positions&status=&positionId=&q=&page=&size=).
import { useState } from 'react';
import { Alert, Button, Tabs } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CreateButton } from '../../../components/CreateButton';
import { PageHeader } from '../../../components/PageHeader';
import { StatCards, type StatCard } from '../../../components/StatCards';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { REFERRAL_STATUSES } from '../../../lib/career';
import { TAB_PARAM, careerQueries, positionQuery, referralQuery, tabOf, type CareerTab } from '../api';
import { PositionDialog } from '../components/PositionDialog';
import { PositionsTab } from '../components/PositionsTab';
import { ReferDialog } from '../components/ReferDialog';
import { ReferralDrawer } from '../components/ReferralDrawer';
import { ReferralsTab } from '../components/ReferralsTab';
import { StatusDialog } from '../components/StatusDialog';
import type { PositionView, ReferralStatus, ReferralView } from '../../../lib/api-types';
import '../careerReferrals.css';

const CARD_TONES: Record<ReferralStatus, StatCard['tone']> = { recommended: 'primary', interviewing: 'warning', hired: 'success', declined: 'error' };

export default function CareerReferralsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { params, set } = useUrlState();
  const tab = tabOf(params);
  const onReferrals = tab === 'referrals';
  const referrals = referralQuery(params);
  const positions = positionQuery(params);
  // On the positions tab the cards count every referral (the referral filters are not in the URL there).
  const referralList = useQuery({
    ...careerQueries.referrals(onReferrals ? referrals : referralQuery(new URLSearchParams())),
    meta: { errorToast: 'career.referralsFailed', serverMessage: true },
  });
  const positionList = useQuery({ ...careerQueries.positions(positions), enabled: !onReferrals, meta: { errorToast: 'career.positionsFailed', serverMessage: true } });
  const [referring, setReferring] = useState(false);
  const [moving, setMoving] = useState<ReferralView | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<PositionView | null | undefined>(undefined);

  const counts = referralList.isError ? undefined : referralList.data?.counts;
  /** A card leads to the referrals of its status (again: back to all), keeping the position and text filters. */
  const cardTarget = (status: ReferralStatus) => {
    const next = new URLSearchParams(onReferrals ? params : undefined);
    next.delete(TAB_PARAM);
    next.delete('page');
    if (onReferrals && referrals.status === status) next.delete('status');
    else next.set('status', status);
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const cards: StatCard[] = REFERRAL_STATUSES.map((s) => ({
    key: `referrals-${s}`,
    label: t(`career.statuses.${s}`),
    value: counts?.[s],
    tone: CARD_TONES[s],
    to: cardTarget(s),
    active: onReferrals && referrals.status === s,
  }));

  const switchTab = (next: string) => set({ [TAB_PARAM]: next === 'positions' ? next : null, status: null, positionId: null, q: null, page: null });
  const failed = onReferrals ? referralList : positionList;

  return (
    <div data-testid="career-manager" className="cr-page">
      <PageHeader
        title={t('titles.adminCareerReferrals')}
        subtitle={t('career.subtitle')}
        extra={
          onReferrals ? (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setReferring(true)} data-testid="career-refer">
              {t('career.refer')}
            </Button>
          ) : (
            <CreateButton label={t('career.addPosition')} onClick={() => setEditing(null)} testId="career-add-position" />
          )
        }
      />
      <div className="cr-cards">
        <StatCards cards={cards} />
      </div>
      <Tabs
        activeKey={tab}
        onChange={switchTab}
        className="cr-tabs"
        items={(['referrals', 'positions'] as CareerTab[]).map((key) => ({
          key,
          label: <span data-testid={`career-tab-${key}`}>{t(key === 'referrals' ? 'career.tabReferrals' : 'career.tabPositions')}</span>,
        }))}
      />
      {failed.isError && (
        <Alert
          className="cr-error"
          type="error"
          showIcon
          message={t(onReferrals ? 'career.referralsFailed' : 'career.positionsFailed')}
          description={errorMessage(failed.error)}
          action={<Button onClick={() => void failed.refetch()}>{t('common.retry')}</Button>}
          data-testid="career-list-error"
        />
      )}
      {onReferrals ? (
        <ReferralsTab query={referrals} list={referralList} onStatus={setMoving} onDetail={(r) => setDetailId(r.id)} />
      ) : (
        <PositionsTab query={positions} list={positionList} onEdit={setEditing} />
      )}
      <ReferDialog open={referring} onClose={() => setReferring(false)} />
      <StatusDialog referral={moving} onClose={() => setMoving(null)} />
      <ReferralDrawer referralId={detailId} onClose={() => setDetailId(null)} />
      <PositionDialog position={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}
