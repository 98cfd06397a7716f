// The exam editor's fields above the paper: title, subject, description, open window, duration, pass mark, who may take
// it, when learners see the answers, and the cover.
import { AutoComplete, DatePicker, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '../../../lib/i18n';
import { FileUpload } from '../../../components/FileUpload';
import { UPLOAD_MAX_MB } from '../../../lib/upload';
import { EXAM_TITLE_MAX, SUBJECT_MAX, checkExamSchedule, checkPassScore, examRules, formRules } from '../../../lib/validation';
import { ANSWER_VISIBILITIES, GRADING_METHODS } from '../examForm';
import { ALL } from '../useExamDraft';
import type { AnswerVisibility, CourseView } from '../../../lib/api-types';

/** The server's limits (domain::attempts). */
const ATTEMPTS_MAX = 20;
const ATTEMPT_WAIT_MAX_MINUTES = 10_080;

const VISIBILITY_LABELS: Record<AnswerVisibility, string> = {
  afterClose: 'examAdmin.answerVisibilityAfterClose',
  afterGrading: 'examAdmin.answerVisibilityAfterGrading',
  never: 'examAdmin.answerVisibilityNever',
};

interface ExamFormFieldsProps {
  subjects: string[];
  /** The author's courses, whose learners an exam may be limited to. */
  courses: Pick<CourseView, 'id' | 'name'>[];
  coursesLoading: boolean;
  /** The paper's total, which bounds the pass mark. */
  total: number;
  /** What the pass mark in force is ('' when nothing needs saying). */
  passHelp: string;
}

export function ExamFormFields({ subjects, courses, coursesLoading, total, passHelp }: ExamFormFieldsProps) {
  const { t } = useTranslation();
  const rules = (field: string) => formRules(examRules, field, t);
  return (
    <>
      <Flex wrap align="flex-start" gap="middle">
        <Form.Item name="title" label={t('examAdmin.fieldTitle')} rules={rules('title')} required className="sc-form-grow">
          <Input maxLength={EXAM_TITLE_MAX} showCount data-testid="exam-form-title" />
        </Form.Item>
        <Form.Item name="subject" label={t('examAdmin.fieldSubject')} rules={rules('subject')} required style={{ width: 240 }}>
          <AutoComplete
            placeholder={t('examAdmin.subjectPlaceholder')}
            maxLength={SUBJECT_MAX}
            options={subjects.map((s) => ({ value: s }))}
            filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
            data-testid="exam-form-subject"
          />
        </Form.Item>
      </Flex>
      <Form.Item name="description" label={t('examAdmin.fieldDescription')}>
        <Input.TextArea rows={2} maxLength={2000} data-testid="exam-form-description" />
      </Form.Item>
      <Flex wrap align="flex-start" gap="middle">
        <Form.Item
          name="schedule"
          label={t('examAdmin.fieldSchedule')}
          required
          className="sc-form-grow"
          rules={[
            ...rules('schedule'),
            {
              validator: (_r, v: [Dayjs, Dayjs] | null) => {
                const key = checkExamSchedule(v?.[0]?.valueOf(), v?.[1]?.valueOf());
                return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
              },
            },
          ]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid="exam-form-schedule" />
        </Form.Item>
        <Form.Item name="durationMinutes" label={t('examAdmin.fieldDuration')} rules={rules('durationMinutes')} required>
          <InputNumber min={1} max={1440} precision={0} style={{ width: 160 }} data-testid="exam-form-duration" />
        </Form.Item>
        <Form.Item
          name="passScore"
          label={t('examAdmin.fieldPassScore')}
          extra={passHelp || undefined}
          style={{ width: 220 }}
          rules={[
            {
              validator: (_r, v: number | null | undefined) => {
                const key = checkPassScore(v, total);
                return key ? Promise.reject(new Error(t(key, { total }))) : Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber min={1} precision={0} placeholder={t('examAdmin.passScorePlaceholder')} style={{ width: '100%' }} data-testid="exam-form-pass-score" />
        </Form.Item>
      </Flex>
      <Flex wrap align="flex-start" gap="middle">
        <Form.Item name="courseId" label={t('examAdmin.fieldCourse')} className="sc-form-grow">
          <Select
            showSearch
            optionFilterProp="label"
            loading={coursesLoading}
            options={[{ value: ALL, label: t('examAdmin.allLearners') }, ...courses.map((c) => ({ value: c.id, label: t('examAdmin.courseLearners', { name: c.name }) }))]}
            data-testid="exam-form-course"
          />
        </Form.Item>
        <Form.Item name="answerVisibility" label={t('examAdmin.fieldAnswerVisibility')} tooltip={t('examAdmin.answerVisibilityHint')} style={{ width: 240 }}>
          <Select options={ANSWER_VISIBILITIES.map((v) => ({ value: v, label: t(VISIBILITY_LABELS[v]) }))} data-testid="exam-form-answer-visibility" />
        </Form.Item>
        <Form.Item noStyle dependencies={['courseId']}>
          {({ getFieldValue }) =>
            getFieldValue('courseId') != null && (
              <Form.Item name="requiresHours" label={t('examAdmin.fieldRequiresHours')} tooltip={t('examAdmin.requiresHoursHint')} valuePropName="checked">
                <Switch data-testid="exam-form-requires-hours" />
              </Form.Item>
            )
          }
        </Form.Item>
        <Form.Item name="shuffleQuestions" label={t('examAdmin.fieldShuffleQuestions')} tooltip={t('examAdmin.shuffleQuestionsHint')} valuePropName="checked">
          <Switch data-testid="exam-form-shuffle-questions" />
        </Form.Item>
        <Form.Item name="shuffleOptions" label={t('examAdmin.fieldShuffleOptions')} tooltip={t('examAdmin.shuffleOptionsHint')} valuePropName="checked">
          <Switch data-testid="exam-form-shuffle-options" />
        </Form.Item>
      </Flex>
      <Flex wrap align="flex-start" gap="middle">
        <Form.Item name="attemptsAllowed" label={t('examAdmin.fieldAttempts')} tooltip={t('examAdmin.attemptsHint')} required>
          <InputNumber min={1} max={ATTEMPTS_MAX} precision={0} style={{ width: 140 }} data-testid="exam-form-attempts" />
        </Form.Item>
        <Form.Item noStyle dependencies={['attemptsAllowed']}>
          {({ getFieldValue }) =>
            Number(getFieldValue('attemptsAllowed')) > 1 && (
              <>
                <Form.Item name="gradingMethod" label={t('examAdmin.fieldGradingMethod')} tooltip={t('examAdmin.gradingMethodHint')} style={{ width: 200 }}>
                  <Select options={GRADING_METHODS.map((m) => ({ value: m, label: t(`exam.grading_${m}`) }))} data-testid="exam-form-grading-method" />
                </Form.Item>
                <Form.Item name="attemptWaitMinutes" label={t('examAdmin.fieldAttemptWait')}>
                  <InputNumber min={0} max={ATTEMPT_WAIT_MAX_MINUTES} precision={0} addonAfter={t('examAdmin.minutesUnit')} style={{ width: 180 }} data-testid="exam-form-attempt-wait" />
                </Form.Item>
              </>
            )
          }
        </Form.Item>
        <Form.Item name="exitLimit" label={t('examAdmin.fieldExitLimit')} tooltip={t('examAdmin.exitLimitHint')}>
          <InputNumber min={0} max={20} precision={0} addonAfter={t('examAdmin.timesUnit')} style={{ width: 150 }} data-testid="exam-form-exit-limit" />
        </Form.Item>
        <Form.Item name="requireFullscreen" label={t('examAdmin.fieldRequireFullscreen')} tooltip={t('examAdmin.requireFullscreenHint')} valuePropName="checked">
          <Switch data-testid="exam-form-require-fullscreen" />
        </Form.Item>
        <Form.Item name="cameraRequired" label={t('examAdmin.fieldCameraRequired')} tooltip={t('examAdmin.cameraRequiredHint')} valuePropName="checked">
          <Switch data-testid="exam-form-camera-required" />
        </Form.Item>
      </Flex>
      <Form.Item name="cover" label={t('examAdmin.fieldCover')} valuePropName="value" trigger="onChange" getValueFromEvent={(url: string | null) => url}>
        <FileUpload source="cover" accept="image/jpeg,image/png,image/gif,image/webp" preview="image" hint={t('authoring.coverHint', { max: UPLOAD_MAX_MB.cover })} testId="exam-cover" />
      </Form.Item>
    </>
  );
}
