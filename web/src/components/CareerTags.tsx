// A referral's status (已推荐, 面试中, 已录用, 未录用) and a position's (招聘中, 已关闭) as coloured tags.
import { Tag } from 'antd';
import { useTranslation } from '../lib/i18n';
import { POSITION_STATUS_COLORS, REFERRAL_STATUS_COLORS, isPositionStatus, isReferralStatus } from '../lib/career';

export function ReferralStatusTag({ status, label, testId }: { status: string; /** The server's label, for a status this client does not know. */ label?: string; testId?: string }) {
  const { t } = useTranslation();
  const known = isReferralStatus(status);
  return (
    <Tag color={known ? REFERRAL_STATUS_COLORS[status] : 'default'} bordered={false} data-testid={testId} data-status={status}>
      {known ? t(`career.statuses.${status}`) : (label ?? status)}
    </Tag>
  );
}

export function PositionStatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  const known = isPositionStatus(status);
  return (
    <Tag color={known ? POSITION_STATUS_COLORS[status] : 'default'} bordered={false} data-testid={testId} data-status={status}>
      {known ? t(`career.positionStatuses.${status}`) : status}
    </Tag>
  );
}
