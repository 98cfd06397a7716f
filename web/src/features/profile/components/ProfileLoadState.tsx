// Loading and failure states of a profile form: a skeleton, or the failure text with a reload button.
import { Button, Skeleton } from 'antd';
import { Result } from '../../../components/Result';
import { useTranslation } from '../../../lib/i18n';

export function ProfileLoading() {
  return <Skeleton active paragraph={{ rows: 6 }} />;
}

export function ProfileLoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={text}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('profile.retry')}
        </Button>
      }
      data-testid="profile-load-failed"
    />
  );
}
