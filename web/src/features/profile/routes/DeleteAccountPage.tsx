// /StudentProfile/deleteaccount: the permanent-deletion warning, the download of the person's data first if they
// wish, cancel (back) and confirm; then the session ends.
import { Alert, Button, Flex } from 'antd';
import { useApp } from '../../../lib/useApp';
import { CloseCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { clearSession, useSession } from '../../../lib/session';
import { profileApi } from '../api';
import { Panel } from '../../../components/Panel';
import { DownloadMyData } from '../components/DownloadMyData';
import '../profile.css';

/** What the account takes with it (spec: all personal information and learning records). */
const GONE = ['deleteItemProfile', 'deleteItemLearning', 'deleteItemExams', 'deleteItemMessages'];

type Outcome = 'deleted' | 'relogin' | 'noId';

export default function DeleteAccountPage() {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();

  const endSession = () => {
    clearSession();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  };

  // The id is read fresh from the server: a stale stored user must never delete another account.
  const remove = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      let id: number | undefined;
      try {
        id = (await profileApi.me()).id;
      } catch {
        return 'relogin';
      }
      if (typeof id !== 'number') return 'noId';
      await profileApi.deleteAccount(id);
      return 'deleted';
    },
    onSuccess: (outcome) => {
      if (outcome === 'deleted') {
        message.success(t('profile.deleteSuccess'));
        endSession();
      } else if (outcome === 'relogin') {
        message.error(t('profile.userFetchRelogin'));
        navigate(paths.login, { replace: true });
      } else {
        message.error(t('profile.noUserId'));
      }
    },
    onError: (error) => message.error(errorMessage(error, t('profile.deleteFailed'))),
  });

  // "Cancel (go back)": the previous page, or the profile's first page when this one was opened directly.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(paths.profileBasicInfo));

  const confirm = () => {
    modal.confirm({
      title: t('profile.deleteConfirmTitle'),
      icon: <ExclamationCircleFilled />,
      content: t('profile.deleteConfirmContent', { username: user?.username ?? '' }),
      okText: t('profile.deleteConfirmButton'),
      cancelText: t('profile.deleteCancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'delete-account-ok' } as object) },
      onOk: () => remove.mutateAsync().catch(() => undefined),
    });
  };

  return (
    <Panel title={t('profile.deleteTitle')} subtitle={t('profile.deleteSubtitle')} testId="profile-delete">
      <div className="sc-pf-danger">
        <Alert type="error" showIcon message={t('profile.deleteWarningTitle')} description={t('profile.deleteWarning')} data-testid="delete-warning" />
        <Flex component="ul" vertical gap={10} className="sc-pf-danger-list">
          {GONE.map((k) => (
            <Flex component="li" align="center" gap={10} key={k}>
              <CloseCircleOutlined />
              {t(`profile.${k}`)}
            </Flex>
          ))}
        </Flex>
        <Flex align="center" wrap gap="var(--sc-space-sm)" className="sc-pf-export-hint">
          <span>{t('profile.deleteExportHint')}</span>
          <DownloadMyData />
        </Flex>
        <Flex gap="var(--sc-space-sm)" className="sc-pf-actions">
          <Button onClick={goBack} data-testid="delete-account-cancel">
            {t('profile.deleteCancel')}
          </Button>
          <Button type="primary" danger onClick={confirm} loading={remove.isPending} data-testid="delete-account-confirm">
            {t('profile.deleteConfirmButton')}
          </Button>
        </Flex>
      </div>
    </Panel>
  );
}
