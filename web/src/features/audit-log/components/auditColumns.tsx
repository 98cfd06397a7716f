// The audit log's columns: time, person (with the address they acted from), kind, action, object (with its id), the
// change from → to, and the reason. Long texts are cut to their cell and shown whole in a tooltip.
import { Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { formatMessageTime } from '../../../lib/messages';
import { AUDIT_KIND_COLORS, actorLabel, changeValue, hasChange, isAuditKind, kindLabel, objectLabel, objectTypeLabel } from '../auditLog';
import type { AuditEntryView } from '../../../lib/api-types';

/** A text cut to one line, whole in a tooltip. */
function Clipped({ text }: { text: string }) {
  return (
    <Tooltip title={<div className="al-tip">{text}</div>} placement="topLeft">
      <div className="sc-ellipsis">{text}</div>
    </Tooltip>
  );
}

/** One side of a change: a dash when there is none, "（空）" for an empty text. */
function Value({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  const side = changeValue(value);
  if (side.kind === 'none') return <span className="sc-muted">—</span>;
  if (side.kind === 'empty') return <span className="sc-muted">{t('auditLog.emptyValue')}</span>;
  return (
    <Tooltip title={<div className="al-tip">{side.text}</div>} placement="topLeft">
      <span className="al-value sc-ellipsis">{side.text}</span>
    </Tooltip>
  );
}

export function useAuditColumns(): TableColumnsType<AuditEntryView> {
  const { t } = useTranslation();
  return [
    {
      title: t('auditLog.colAt'),
      key: 'at',
      width: 152,
      render: (_, e) => <span className="al-time">{formatMessageTime(e.at)}</span>,
    },
    {
      title: t('auditLog.colActor'),
      key: 'actor',
      width: 150,
      render: (_, e) => (
        <>
          {/* The system and an unknown person are no one's name: they read as secondary. */}
          <div className={`sc-ellipsis${e.actorName ? '' : ' sc-muted'}`} title={e.actorName ?? undefined}>
            {actorLabel(t, e)}
          </div>
          {e.address && (
            <div className="sc-ellipsis sc-secondary sc-small al-address" title={e.address} data-testid={`audit-address-${e.id}`}>
              {e.address}
            </div>
          )}
        </>
      ),
    },
    {
      title: t('auditLog.colKind'),
      key: 'kind',
      width: 100,
      render: (_, e) => (
        <Tag color={isAuditKind(e.kind) ? AUDIT_KIND_COLORS[e.kind] : 'default'} className="al-kind">
          {kindLabel(t, e.kind)}
        </Tag>
      ),
    },
    { title: t('auditLog.colAction'), key: 'action', width: 120, render: (_, e) => e.action },
    {
      title: t('auditLog.colObject'),
      key: 'object',
      ellipsis: { showTitle: false },
      render: (_, e) => {
        const label = objectLabel(t, e);
        return (
          <>
            <Clipped text={label ? t('auditLog.objectText', { type: objectTypeLabel(t, e.object), label }) : objectTypeLabel(t, e.object)} />
            {e.objectId != null && <div className="sc-secondary sc-small">{t('auditLog.objectId', { id: e.objectId })}</div>}
          </>
        );
      },
    },
    {
      title: t('auditLog.colChange'),
      key: 'change',
      width: 200,
      ellipsis: { showTitle: false },
      render: (_, e) =>
        hasChange(e) ? (
          <span className="al-change" data-testid={`audit-change-${e.id}`}>
            <Value value={e.from} />
            <span className="al-arrow">→</span>
            <Value value={e.to} />
          </span>
        ) : (
          <span className="sc-muted">—</span>
        ),
    },
    {
      title: t('auditLog.colReason'),
      key: 'reason',
      width: 120,
      ellipsis: { showTitle: false },
      render: (_, e) => (e.reason ? <Clipped text={e.reason} /> : <span className="sc-muted">—</span>),
    },
  ];
}
