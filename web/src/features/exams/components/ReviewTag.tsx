// Spec 000 §4 record state: '已批阅' when reviewed, else '待批阅'.
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';

export function ReviewTag({ reviewed }: { reviewed: boolean }) {
  const { t } = useTranslation();
  return reviewed ? <Tag color="success">{t('record.reviewed')}</Tag> : <Tag color="processing">{t('record.pending')}</Tag>;
}
