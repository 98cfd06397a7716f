// The 学时 a learner has been credited in a course against what the course requires (the server's figures, from the
// study ledger): the classroom card and the course page show it.
import { Flex, Progress } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from '../lib/i18n';

export function StudyHours({ done, required, testId }: { done: string; required: number; testId?: string }) {
  const { t } = useTranslation();
  const percent = required > 0 ? Math.min(100, (Number(done) / required) * 100) : 0;
  return (
    <Flex align="center" gap="small" className="sc-study-hours sc-note" data-testid={testId}>
      <ClockCircleOutlined aria-hidden />
      <span>{t('course.studyHours', { done, required })}</span>
      <Progress percent={percent} size="small" showInfo={false} className="sc-grow" aria-hidden />
    </Flex>
  );
}
