// A sent message's type tag and its expanded row: the content and the notice details it carried.
import { Descriptions, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { EXAM_REGISTRATION_FIELDS, MESSAGE_TYPE_COLORS, detailFieldsOf, isMessageType } from '../../../lib/messages';
import type { SentView } from '../../../lib/api-types';

export function SentTypeTag({ row }: { row: Pick<SentView, 'type' | 'typeLabel'> }) {
  const { t } = useTranslation();
  return isMessageType(row.type) ? <Tag color={MESSAGE_TYPE_COLORS[row.type]}>{t(`messages.types.${row.type}`)}</Tag> : <Tag>{row.typeLabel}</Tag>;
}

export function SentDetails({ row }: { row: SentView }) {
  const { t } = useTranslation();
  const details = row.details ?? {};
  const fields = [...detailFieldsOf(row.type), ...(row.type === 'exam' ? EXAM_REGISTRATION_FIELDS : [])].filter(
    (f) => details[f] !== undefined && details[f] !== null && details[f] !== '',
  );
  return (
    <div className="sc-nt-expanded">
      <p className="sc-nt-expanded-content">{row.content}</p>
      {fields.length > 0 && (
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={fields.map((f) => ({ key: f, label: t(`messages.fields.${f}`), children: String(details[f]) }))} />
      )}
    </div>
  );
}
