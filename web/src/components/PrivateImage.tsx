// A private image (read with the token, e.g. an enrolment photo or a camera still), zoomable; while it loads a
// skeleton, on failure a retry.
import { Button, Flex, Image, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../lib/i18n';
import { usePrivateFile } from '../lib/privateFile';
import type { FileView } from '../lib/api-types';
import './components.css';

export function PrivateImage({ file, alt }: { file: FileView; alt: string }) {
  const { t } = useTranslation();
  const bytes = usePrivateFile(file.url);
  if (bytes.isPending) return <Skeleton.Image active className="sc-private-image-skeleton" />;
  if (bytes.isError || !bytes.data) {
    return (
      <Flex vertical align="center" gap={4}>
        <span className="sc-muted sc-small">{t('studyReport.verification.fileFailed')}</span>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void bytes.refetch()}>
          {t('common.retry')}
        </Button>
      </Flex>
    );
  }
  return <Image src={bytes.data.objectUrl} alt={alt} />;
}
