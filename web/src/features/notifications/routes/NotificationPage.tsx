// /root/notification (admin only): compose a message of any type to an audience (chosen users found by name, username
// or phone); the sent list with read counts, the staff's messages apart from the automatic notices; delete.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { courseQueries } from '../../../lib/course';
import { ComposePanel } from '../components/ComposePanel';
import { SentPanel } from '../components/SentPanel';
import type { SentOrigin } from '../api';
import '../notification.css';

export default function NotificationPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [origin, setOrigin] = useState<SentOrigin>('staff');
  // Course names: for the course audience picker and for naming the course of each sent message.
  const courses = useQuery(courseQueries.list({ size: 100 }));
  const courseName = (id: string | null) => courses.data?.courses.find((c) => String(c.id) === id)?.name ?? id ?? '';

  return (
    <div data-testid="notification-page">
      <PageHeader title={t('notification.title')} subtitle={t('notification.subtitle')} />
      <div className="sc-nt-grid">
        <ComposePanel courses={courses.data?.courses ?? []} coursesLoading={courses.isPending} onSent={() => setPage(0)} />
        <SentPanel
          origin={origin}
          page={page}
          onOrigin={(o) => {
            setOrigin(o);
            setPage(0);
          }}
          onPage={setPage}
          courseName={courseName}
        />
      </div>
    </div>
  );
}
