// A course's fee in yuan (¥1280.00), or 免费 when it costs nothing.
import { useTranslation } from '../lib/i18n';
import { fenToYuan } from '../lib/course';
import './page.css';

export function CourseFee({ fee }: { fee: number }) {
  const { t } = useTranslation();
  return <span className={`sc-fee${fee > 0 ? '' : ' is-free'}`}>{fee > 0 ? t('course.fee', { amount: fenToYuan(fee) }) : t('course.free')}</span>;
}
