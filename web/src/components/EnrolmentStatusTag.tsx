// An enrolment status as a coloured tag (待审核, 审核通过待缴费, 已驳回, 已报名, 未报名).
import { Tag } from 'antd';
import { useTranslation } from '../lib/i18n';
import { statusLabel } from '../lib/enrolment';

export function EnrolmentStatusTag({ status, testId }: { status: number | null | undefined; testId?: string }) {
  const { t } = useTranslation();
  const label = statusLabel(status);
  return (
    <Tag color={label.color} bordered={false} data-testid={testId} data-status={status ?? ''}>
      {t(label.key)}
    </Tag>
  );
}
