// Step 4, done: enrolment successful, the course, the enrolment number; back to home, or straight to the first lesson.
import { Button, Descriptions } from 'antd';
import { Result } from '../../../components/Result';
import { HomeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { learningContentPath, paths } from '../../../lib/paths';
import type { ApplicationView } from '../../../lib/api-types';

export function DoneStep({ application }: { application: ApplicationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Panel testId="done-step">
      <Result
        status="success"
        title={t('enrolment.done.title')}
        subTitle={
          <Descriptions
            column={1}
            size="small"
            bordered
            className="sc-enrol-summary"
            items={[
              { key: 'course', label: t('enrolment.done.course'), children: application.courseName },
              { key: 'number', label: t('enrolment.done.number'), children: <span className="sc-strong" data-testid="enrolment-number">{application.enrolmentNumber ?? '—'}</span> },
            ]}
          />
        }
        extra={[
          <Button key="home" icon={<HomeOutlined />} onClick={() => navigate(paths.studentHome)} data-testid="done-home">
            {t('enrolment.done.backHome')}
          </Button>,
          <Button
            key="study"
            type="primary"
            icon={<PlayCircleOutlined />}
            onClick={() => navigate(learningContentPath({ courseId: application.courseId, courseName: application.courseName }))}
            data-testid="done-study"
          >
            {t('enrolment.done.study')}
          </Button>,
        ]}
      />
    </Panel>
  );
}
