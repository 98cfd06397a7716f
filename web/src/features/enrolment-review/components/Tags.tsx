// Small labels of the desks: the payment stage, the course type and the done steps.
import { Space, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { paymentStage } from '../../../lib/enrolment';
import { BOOLEAN_FILTERS, PAYMENT_STAGE_COLOR } from '../review';
import type { QueueEntry } from '../../../lib/api-types';

export function PaymentTag({ record }: { record: Parameters<typeof paymentStage>[0] }) {
  const { t } = useTranslation();
  const stage = paymentStage(record);
  return (
    <Tag color={PAYMENT_STAGE_COLOR[stage]} bordered={false}>
      {t(`review.payment.${stage}`)}
    </Tag>
  );
}

export function CourseTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return (
    <Tag bordered={false} color={type === 1 ? 'purple' : 'blue'}>
      {t(type === 1 ? 'course.typeSpecial' : 'course.typeCertification')}
    </Tag>
  );
}

/** The steps already done (submitted materials is implied by being listed, so it is left out). */
export function ProgressTags({ record }: { record: Pick<QueueEntry, (typeof BOOLEAN_FILTERS)[number]> }) {
  const { t } = useTranslation();
  const done = BOOLEAN_FILTERS.filter((f) => f !== 'submittedMaterials' && record[f]);
  if (done.length === 0) return <span className="sc-muted">—</span>;
  return (
    <Space size={[4, 4]} wrap>
      {done.map((f) => (
        <Tag key={f} color="green" bordered={false} className="sc-er-progress-tag">
          {t(`review.filters.${f}`)}
        </Tag>
      ))}
    </Space>
  );
}
