// The chosen users of a message: found as the sender types a name, a username or a phone number (the phone shown
// masked); the picked ones keep their labels while the next search runs.
import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { notificationQueries } from '../api';
import type { RecipientView } from '../../../lib/api-types';

const SEARCH_DELAY_MS = 300;

/** How a recipient reads in the picker: 姓名（用户名 · 139****8835）. */
export function recipientLabel(r: RecipientView): string {
  const details = [r.username, r.phone].filter(Boolean).join(' · ');
  return r.name ? `${r.name}（${details}）` : details;
}

interface RecipientPickerProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
}

export function RecipientPicker({ value, onChange }: RecipientPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [known, setKnown] = useState<Record<number, string>>({});
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery(notificationQueries.recipients(q));
  const results = found.data?.users;
  const chosen = (value ?? []).filter((id) => !results?.some((r) => r.id === id)).map((id) => ({ value: id, label: known[id] ?? String(id) }));
  // The labels of the picked recipients are kept as they are picked, for when the next search no longer lists them.
  const pick = (ids: number[]) => {
    const labels = Object.fromEntries((results ?? []).filter((r) => ids.includes(r.id)).map((r) => [r.id, recipientLabel(r)]));
    setKnown((k) => ({ ...k, ...labels }));
    onChange?.(ids);
  };
  return (
    <Select<number[]>
      mode="multiple"
      showSearch
      filterOption={false}
      value={value}
      onChange={pick}
      onSearch={setTyped}
      onBlur={() => setTyped('')}
      loading={found.isFetching}
      placeholder={t('notification.userIdsPlaceholder')}
      notFoundContent={q ? (found.isFetching ? t('notification.recipientsSearching') : t('notification.recipientsNone')) : t('notification.recipientsType')}
      options={[...chosen, ...(results ?? []).map((r) => ({ value: r.id, label: recipientLabel(r) }))]}
      data-testid="compose-users"
    />
  );
}
