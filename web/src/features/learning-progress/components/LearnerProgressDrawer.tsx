// One learner's progress in one course, in a drawer: the summary, every section's lessons (type, progress,
// completed, last studied) and the exam records of the course.
import { Button, Descriptions, Drawer, Empty, Flex, Progress, Skeleton, Tooltip } from 'antd';
import { Result } from '../../../components/Result';
import { AudioOutlined, CheckCircleFilled, PictureOutlined, FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { EnrolmentStatusTag } from '../../../components/EnrolmentStatusTag';
import { errorMessage } from '../../../lib/api';
import { formatDateTime, formatScore } from '../../../lib/exam';
import { progressQueries } from '../api';
import { ExamCompleted, ExamResult, ProgressCell, StudyTime } from './ProgressCells';
import type { ProgressExam, ProgressItem, ProgressRow } from '../../../lib/api-types';

/** The learner and course the drawer shows; the table's row gives the name while the details load. */
export type DrawerTarget = Pick<ProgressRow, 'courseId' | 'userId' | 'username' | 'name'>;

const ITEM_ICONS: Record<string, React.ReactNode> = {
  text: <FileTextOutlined />,
  image: <PictureOutlined />,
  video: <PlayCircleOutlined />,
  audio: <AudioOutlined />,
};

function ItemLine({ item }: { item: ProgressItem }) {
  const { t, i18n } = useTranslation();
  const type = item.type.toLowerCase();
  const typeName = t(`progress.itemTypes.${type}`, { defaultValue: item.type });
  return (
    <li className="lp-item" data-testid={`progress-item-${item.id}`}>
      <Tooltip title={typeName}>
        <span className="lp-item-icon" aria-label={typeName}>
          {ITEM_ICONS[type] ?? <FileTextOutlined />}
        </span>
      </Tooltip>
      <Flex vertical gap={2} className="lp-item-body">
        <Flex align="center" gap="small" className="lp-item-head">
          <span className="sc-ellipsis lp-item-title" title={item.title}>
            {item.title}
          </span>
          {item.completed && (
            <Tooltip title={t('progress.completed')}>
              <CheckCircleFilled className="lp-done" aria-label={t('progress.completed')} data-testid={`progress-item-done-${item.id}`} />
            </Tooltip>
          )}
          <span className="sc-muted sc-small lp-item-time">{item.updatedAt ? t('progress.studiedAt', { time: formatDateTime(item.updatedAt, i18n.language) }) : t('progress.notStudied')}</span>
        </Flex>
        <Flex align="center" gap="small">
          <Progress className="lp-item-progress" percent={item.progress} size="small" showInfo={false} status={item.completed ? 'success' : 'normal'} />
          <span className="lp-item-percent sc-secondary sc-small">{item.progress}%</span>
        </Flex>
      </Flex>
    </li>
  );
}

function ExamLine({ exam }: { exam: ProgressExam }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="lp-exam" data-testid={`progress-exam-${exam.examId}`}>
      <Flex vertical gap={2} className="lp-item-body">
        <span className="sc-strong sc-ellipsis" title={exam.title}>
          {exam.title}
        </span>
        <span className="sc-muted sc-small">
          {t('progress.submittedAt', { time: formatDateTime(exam.submittedAt, i18n.language) })} · {t('progress.passScore', { score: formatScore(exam.passScore) })}
        </span>
      </Flex>
      <ExamResult row={{ examScore: exam.score, examTotal: exam.totalScore, examPassed: exam.passed }} />
    </li>
  );
}

export function LearnerProgressDrawer({ target, onClose }: { target: DrawerTarget | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery({ ...progressQueries.learner(target?.courseId ?? 0, target?.userId ?? 0), enabled: target !== null });
  const name = target ? target.name || target.username : '';

  return (
    <Drawer open={target !== null} title={t('progress.drawerTitle', { name })} onClose={onClose} width={560} destroyOnHidden data-testid="progress-drawer">
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError ? (
        <Result status="warning" title={t('progress.drawerFailed')} subTitle={errorMessage(detail.error)} extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Flex vertical gap="large">
          <Descriptions
            className="lp-summary"
            column={2}
            size="small"
            items={[
              { key: 'course', label: t('progress.colCourse'), span: 'filled', children: detail.data.course.name },
              { key: 'learner', label: t('progress.colLearner'), span: 'filled', children: detail.data.learner.name ? `${detail.data.learner.name}（${detail.data.learner.username}）` : detail.data.learner.username },
              { key: 'status', label: t('progress.colStatus'), children: <EnrolmentStatusTag status={detail.data.summary.status} /> },
              { key: 'enrolledAt', label: t('progress.enrolledAt'), children: formatDateTime(detail.data.summary.enrolledAt, i18n.language) },
              { key: 'progress', label: t('progress.colProgress'), span: 'filled', children: <ProgressCell row={detail.data.summary} /> },
              { key: 'studyTime', label: t('progress.colStudyTime'), children: <StudyTime seconds={detail.data.summary.secondsStudied} /> },
              {
                key: 'lastStudied',
                label: t('progress.colLastStudied'),
                children: detail.data.summary.lastStudiedAt ? formatDateTime(detail.data.summary.lastStudiedAt, i18n.language) : t('progress.notStarted'),
              },
              { key: 'examCompleted', label: t('progress.colExamCompleted'), children: <ExamCompleted done={detail.data.summary.examCompleted} /> },
            ]}
          />
          <section>
            <h3 className="lp-heading">{t('progress.lessons')}</h3>
            {detail.data.sections.every((s) => s.items.length === 0) ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('progress.noLessons')} />
            ) : (
              <Flex vertical gap="middle">
                {detail.data.sections.map((section) => (
                  <div key={section.id} className="lp-section" data-testid={`progress-section-${section.id}`}>
                    <Flex align="center" justify="space-between" gap="small" className="lp-section-title">
                      <span className="sc-strong">{section.title}</span>
                      <span className="sc-secondary sc-small">{t('progress.sectionDone', { done: section.items.filter((i) => i.completed).length, total: section.items.length })}</span>
                    </Flex>
                    <ul className="sc-plain-list lp-items">
                      {section.items.map((item) => (
                        <ItemLine key={item.id} item={item} />
                      ))}
                    </ul>
                  </div>
                ))}
              </Flex>
            )}
          </section>
          <section>
            <h3 className="lp-heading">{t('progress.exams')}</h3>
            {detail.data.exams.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('progress.noExams')} />
            ) : (
              <ul className="sc-plain-list lp-items">
                {detail.data.exams.map((exam) => (
                  <ExamLine key={`${exam.examId}-${exam.submittedAt}`} exam={exam} />
                ))}
              </ul>
            )}
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
