// 下载我的数据: everything the platform holds about the signed-in person as one .zip (GET /api/v0/user/data-export),
// saved under the server's file name. Shown under 个人资料 and before deleting an account.
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { useApp } from '../../../lib/useApp';
import { profileApi } from '../api';

export function DownloadMyData() {
  const { t } = useTranslation();
  const { message } = useApp();
  const download = useMutation({
    mutationFn: () => profileApi.dataExport(t('profile.myDataFileName')),
    onSuccess: () => message.success(t('profile.myDataDone')),
    onError: (error) => message.error(errorMessage(error, t('profile.myDataFailed'))),
  });
  return (
    <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()} data-testid="download-my-data">
      {download.isPending ? t('profile.myDataPreparing') : t('profile.myDataButton')}
    </Button>
  );
}
