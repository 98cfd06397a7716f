// A comment's status as a tag: 已发布 (green) or 已隐藏 (orange).
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  if (status === 'hidden') return <Tag color="orange">{t('commentCenter.hiddenStatus')}</Tag>;
  if (status === 'published') return <Tag color="green">{t('commentCenter.published')}</Tag>;
  return <Tag>{status}</Tag>;
}
