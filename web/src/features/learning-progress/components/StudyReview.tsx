// The parts of one study session's review (学时核验): the application's documents and the camera stills (private files,
// read with the token), the verdict form (本人 / 非本人 with the reason 非本人 needs) and the trail of verdicts.
import { Alert, Button, Empty, Flex, Form, Image, Input, Radio, Tag, Timeline } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { Panel } from '../../../components/Panel';
import { PrivateImage } from '../../../components/PrivateImage';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { useApp } from '../../../lib/useApp';
import { VERDICT_REASON_MAX, fieldDependencies, formRules, verdictRules } from '../../../lib/validation';
import { useStudyVerdict } from '../api';
import { REFERENCE_SLOTS, formatDuration, isReferenceSlot, verdictState } from '../studyReport';
import { VerdictTag } from './VerdictTag';
import type { StudyReferenceView, StudyReviewEntry, StudyReviewView, StudySnapshotView } from '../../../lib/api-types';

export function ReferencesPanel({ references }: { references: StudyReferenceView[] }) {
  const { t } = useTranslation();
  const shown = REFERENCE_SLOTS.flatMap((slot) => references.filter((r) => r.slot === slot));
  const others = references.filter((r) => !isReferenceSlot(r.slot));
  const label = (slot: string) => (isReferenceSlot(slot) ? t(`studyReport.verification.slots.${slot}`) : slot);
  return (
    <Panel title={t('studyReport.verification.references')} testId="study-review-references" className="sr-review-panel">
      {references.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studyReport.verification.noReferences')} />
      ) : (
        <div className="sr-grid">
          {[...shown, ...others].map((r) => (
            <figure key={r.slot} className="sr-tile" data-testid={`study-review-reference-${r.slot}`}>
              <div className="sr-tile-image is-document">
                <PrivateImage file={r.file} alt={label(r.slot)} />
              </div>
              <figcaption className="sc-secondary sc-small">{label(r.slot)}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </Panel>
  );
}

function SnapshotTile({ still, matcher }: { still: StudySnapshotView; matcher: boolean }) {
  const { t, i18n } = useTranslation();
  const alt = t('studyReport.verification.takenAt', { time: formatDateTime(still.takenAt ?? still.requestedAt, i18n.language) });
  const placeholder = still.deletedAt ? 'deleted' : !still.takenAt || !still.file ? 'notTaken' : null;
  const compared = matcher && still.matchScore !== null && still.matchScore !== undefined;
  return (
    <figure className="sr-tile" data-testid={`study-review-snapshot-${still.id}`}>
      <div className="sr-tile-image">
        {placeholder || !still.file ? (
          <span className="sc-muted sc-small sr-placeholder">{t(`studyReport.verification.${placeholder ?? 'notTaken'}`)}</span>
        ) : (
          <PrivateImage file={still.file} alt={alt} />
        )}
      </div>
      <figcaption>
        <Flex vertical gap={2}>
          <span className="sc-secondary sc-small">
            {still.takenAt
              ? t('studyReport.verification.takenAt', { time: formatDateTime(still.takenAt, i18n.language) })
              : t('studyReport.verification.requestedAt', { time: formatDateTime(still.requestedAt, i18n.language) })}
          </span>
          {still.takenAt && (
            <span>
              <Tag bordered={false} color={compared ? 'processing' : undefined} data-testid={`study-review-match-${still.id}`}>
                {compared ? t('studyReport.verification.matchScore', { score: still.matchScore }) : t('studyReport.verification.notMatched')}
              </Tag>
            </span>
          )}
        </Flex>
      </figcaption>
    </figure>
  );
}

export function SnapshotsPanel({ sheet }: { sheet: StudyReviewView }) {
  const { t } = useTranslation();
  const taken = sheet.snapshots.filter((s) => s.takenAt).length;
  return (
    <Panel
      title={t('studyReport.verification.snapshots')}
      subtitle={sheet.snapshots.length > 0 ? t('studyReport.verification.snapshotsCount', { requested: sheet.snapshots.length, taken }) : undefined}
      testId="study-review-snapshots"
      className="sr-review-panel"
    >
      {sheet.snapshots.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studyReport.verification.noSnapshots')} />
      ) : (
        <Image.PreviewGroup>
          <div className="sr-grid">
            {sheet.snapshots.map((s) => (
              <SnapshotTile key={s.id} still={s} matcher={sheet.matcher} />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
    </Panel>
  );
}

interface VerdictValues {
  verdict?: 'self' | 'other';
  reason?: string;
}

/** 本人 / 非本人 and the reason (required for 非本人, as the server requires it); 非本人 is final: then only the notice. */
export function VerdictForm({ sheet }: { sheet: StudyReviewView }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('studyReport.verification.form')} testId="study-review-verdict-panel" className="sr-review-panel">
      {sheet.verdict === 'other' ? (
        <Alert type="error" showIcon message={t('studyReport.verification.final')} data-testid="study-review-final" />
      ) : (
        <VerdictFields sessionId={sheet.id} />
      )}
    </Panel>
  );
}

function VerdictFields({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<VerdictValues>();
  const chosen = Form.useWatch('verdict', form);
  const save = useStudyVerdict(sessionId);

  const submit = async (values: VerdictValues) => {
    try {
      await save.mutateAsync({ verdict: values.verdict, reason: values.reason?.trim() ?? '' });
      message.success(t('studyReport.verification.submitted'));
      form.resetFields();
    } catch (error) {
      setFieldErrors(form, error, ['verdict', 'reason']);
      message.error(errorMessage(error, t('studyReport.verification.submitFailed')));
    }
  };

  return (
    <Form<VerdictValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} data-testid="study-review-form">
      <Form.Item name="verdict" label={t('studyReport.verification.verdictLabel')} rules={formRules(verdictRules, 'verdict', t)} required>
        <Radio.Group data-testid="study-review-verdict" optionType="button" buttonStyle="solid" className="sr-verdict">
          <Radio value="self">{t('studyReport.verdicts.self')}</Radio>
          <Radio value="other">{t('studyReport.verdicts.other')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('studyReport.verification.reason')}
        rules={formRules(verdictRules, 'reason', t)}
        dependencies={fieldDependencies(verdictRules, 'reason')}
        required={chosen === 'other'}
      >
        <Input.TextArea
          maxLength={VERDICT_REASON_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('studyReport.verification.reasonPlaceholder')}
          data-testid="study-review-reason"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} block className="sr-submit" data-testid="study-review-submit">
        {t('studyReport.verification.submit')}
      </Button>
    </Form>
  );
}

function TrailItem({ entry }: { entry: StudyReviewEntry }) {
  const { t, i18n } = useTranslation();
  return (
    <Flex vertical gap={2}>
      <Flex wrap gap="small" align="baseline">
        <span className="sc-strong">{entry.reviewerName || t('studyReport.verification.reviewerGone')}</span>
        <time className="sc-muted sc-small">{formatDateTime(entry.at, i18n.language)}</time>
      </Flex>
      <Flex wrap gap={4} align="center" className="sc-small">
        <VerdictTag state={verdictState(entry.fromVerdict)} />
        <ArrowRightOutlined className="sc-muted" />
        <VerdictTag state={verdictState(entry.verdict)} />
        {entry.withdrawnMs > 0 && (
          <Tag color="warning" bordered={false}>
            {t('studyReport.verification.withdrawn', { time: formatDuration(entry.withdrawnMs) })}
          </Tag>
        )}
      </Flex>
      {entry.reason && <div className="sc-reason">{t('studyReport.verification.reasonLine', { reason: entry.reason })}</div>}
    </Flex>
  );
}

/** The verdicts so far, newest first. */
export function ReviewTrail({ reviews }: { reviews: StudyReviewEntry[] }) {
  const { t } = useTranslation();
  const newest = [...reviews].sort((a, b) => b.at - a.at);
  return (
    <Panel title={t('studyReport.verification.trail')} testId="study-review-trail" className="sr-review-panel">
      {newest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studyReport.verification.noTrail')} />
      ) : (
        <Timeline
          className="sr-trail"
          items={newest.map((entry, i) => ({ key: `${entry.at}-${i}`, color: entry.verdict === 'other' ? 'red' : 'green', children: <TrailItem entry={entry} /> }))}
        />
      )}
    </Panel>
  );
}
