// The registration notice shown when a course is chosen (the administrator's text), with Cancel and Agree and continue.
import { Modal } from 'antd';
import { useTranslation } from '../../../lib/i18n';

export function NoticeDialog({ course, notice, agreeing, onCancel, onAgree }: { course: string | null; notice: string | undefined; agreeing: boolean; onCancel: () => void; onAgree: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={course !== null}
      title={t('enrolment.notice.title')}
      okText={t('enrolment.notice.agree')}
      cancelText={t('common.cancel')}
      onOk={onAgree}
      onCancel={onCancel}
      confirmLoading={agreeing}
      maskClosable={false}
      okButtonProps={{ ...({ 'data-testid': 'notice-agree' } as object) }}
      cancelButtonProps={{ ...({ 'data-testid': 'notice-cancel' } as object) }}
      wrapProps={{ 'data-testid': 'notice-dialog' }}
    >
      <p className="sc-paragraph sc-strong">{course}</p>
      <div className="sc-enrol-notice" data-testid="notice-text">
        {notice?.trim() || t('enrolment.notice.fallback')}
      </div>
    </Modal>
  );
}
