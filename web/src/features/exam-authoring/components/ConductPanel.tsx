// An attempt's conduct record as the server kept it, beside its answers: each leave of the page (counted toward the
// exam's limit or not), copy / paste / context-menu attempts, and the teachers' decisions with who and why; and the
// decisions themselves — void the attempt (it counts in no result) or reopen it — each with a reason the learner reads.
// An exam that asks for the camera adds the stills due while the attempt ran: taken (on time or late), missed, or
// deleted after the retention period.
import { Alert, Button, Empty, Flex, Image, Input, Tag, Timeline } from 'antd';
import { StopOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { PrivateImage } from '../../../components/PrivateImage';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { useApp } from '../../../lib/useApp';
import { OVERRIDE_REASON_MAX } from '../../../lib/validation';
import { examAdminApi, useExamAdminMutation } from '../api';
import { stillState } from '../grading';
import type { ConductEvent, ExamStill } from '../../../lib/api-types';

const COLOR: Record<string, string> = {
  exit: 'orange',
  hidden: 'orange',
  blur: 'orange',
  fullscreenExit: 'orange',
  copy: 'red',
  paste: 'red',
  contextMenu: 'gray',
  cameraOff: 'red',
  voided: 'red',
  reopened: 'blue',
};

export interface ConductPanelProps {
  recordId: number | string;
  events: ConductEvent[];
  stills: ExamStill[];
  voided: boolean;
  voidReason?: string | null;
}

export function ConductPanel({ recordId, events, stills, voided, voidReason }: ConductPanelProps) {
  const { t, i18n } = useTranslation();
  const { message, modal } = useApp();
  const decide = useExamAdminMutation((v: { action: 'void' | 'reopen'; reason: string }) =>
    v.action === 'void' ? examAdminApi.voidRecord(recordId, v.reason) : examAdminApi.reopenRecord(recordId, v.reason),
  );
  const counted = events.filter((e) => e.counted).length;

  const ask = (action: 'void' | 'reopen') => {
    let reason = '';
    modal.confirm({
      title: t(action === 'void' ? 'examAdmin.voidTitle' : 'examAdmin.reopenTitle'),
      content: (
        <Flex vertical gap="small">
          <span>{t(action === 'void' ? 'examAdmin.voidHint' : 'examAdmin.reopenHint')}</span>
          <Input.TextArea rows={2} maxLength={OVERRIDE_REASON_MAX} placeholder={t('examAdmin.decisionReason')} onChange={(e) => (reason = e.target.value)} data-testid="decision-reason" />
        </Flex>
      ),
      okText: t(action === 'void' ? 'examAdmin.void' : 'examAdmin.reopen'),
      okButtonProps: { danger: action === 'void', ...({ 'data-testid': 'decision-ok' } as object) },
      cancelText: t('examAdmin.cancel'),
      onOk: () =>
        decide.mutateAsync({ action, reason: reason.trim() }).then(
          () => message.success(t(action === 'void' ? 'examAdmin.voided' : 'examAdmin.reopened')),
          (error: unknown) => {
            message.error(errorMessage(error, t('examAdmin.decisionFailed')));
            throw error;
          },
        ),
    });
  };

  return (
    <Panel
      title={t('examAdmin.conductTitle')}
      subtitle={t('examAdmin.conductSummary', { count: events.length, counted })}
      testId="conduct-panel"
      extra={
        <Flex gap="small" wrap>
          <Button icon={<UndoOutlined />} onClick={() => ask('reopen')} data-testid="record-reopen">
            {t('examAdmin.reopen')}
          </Button>
          <Button danger icon={<StopOutlined />} disabled={voided} onClick={() => ask('void')} data-testid="record-void">
            {t('examAdmin.void')}
          </Button>
        </Flex>
      }
    >
      {voided && <Alert type="error" showIcon message={t('examAdmin.voidedAlert', { reason: voidReason ?? '' })} className="sc-xa-conduct-alert" data-testid="record-voided" />}
      {stills.length > 0 && <Stills stills={stills} />}
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('examAdmin.conductEmpty')} />
      ) : (
        <Timeline
          items={events.map((e, i) => ({
            key: i,
            color: COLOR[e.kind] ?? 'gray',
            children: (
              <Flex vertical gap={2} data-testid={`conduct-${e.kind}`}>
                <Flex wrap gap="small" align="baseline">
                  <span className="sc-strong">{t(`examAdmin.conduct_${e.kind}`)}</span>
                  {e.counted && <Tag color="orange">{t('examAdmin.conductCounted')}</Tag>}
                  {e.by && <span className="sc-secondary">{e.by}</span>}
                  <time className="sc-muted sc-small">{formatDateTime(e.at, i18n.language, true)}</time>
                </Flex>
                {e.detail && <div className="sc-reason">{e.detail}</div>}
              </Flex>
            ),
          }))}
        />
      )}
    </Panel>
  );
}

const STILL_COLOR = { taken: 'green', late: 'orange', missed: 'red', deleted: 'default' } as const;

function Stills({ stills }: { stills: ExamStill[] }) {
  const { t, i18n } = useTranslation();
  const missed = stills.filter((s) => stillState(s) === 'missed').length;
  return (
    <Flex vertical gap="small" className="sc-xa-stills" data-testid="conduct-stills">
      <div className="sc-strong">{t('examAdmin.stillsTitle', { count: stills.length, missed })}</div>
      <Image.PreviewGroup>
        <div className="sc-xa-still-grid">
          {stills.map((s, i) => {
            const state = stillState(s);
            const label = i === 0 ? t('examAdmin.stillAtStart') : t('examAdmin.stillRandom', { n: i });
            return (
              <figure key={s.id} className="sc-xa-still" data-testid="conduct-still" data-state={state}>
                <div className="sc-xa-still-frame">
                  {s.file ? <PrivateImage file={s.file} alt={label} /> : <span className="sc-muted sc-small">{t(`examAdmin.still_${state}`)}</span>}
                </div>
                <figcaption>
                  <Flex wrap gap={4} align="center">
                    <span className="sc-small">{label}</span>
                    <Tag color={STILL_COLOR[state]}>{t(`examAdmin.still_${state}`)}</Tag>
                  </Flex>
                  <time className="sc-muted sc-small">{formatDateTime(s.takenAt ?? s.dueAt, i18n.language, true)}</time>
                </figcaption>
              </figure>
            );
          })}
        </div>
      </Image.PreviewGroup>
    </Flex>
  );
}
