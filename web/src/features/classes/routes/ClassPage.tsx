// /root/classes/:classId, one class: its course, dates, teacher, place and seats; its learners as one list with each
// one's enrolment status, hours (of the course's required), exam result, pass and certificate; add learners (the
// course's applicants or a search), import them from the template, take one out; download the roster (花名册), a
// learner's training archive (培训档案) or the whole class's as a .zip; the class's trail.
import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Space, Table, Tag, Timeline, Tooltip, type TableColumnsType } from 'antd';
import { DownloadOutlined, FilePdfOutlined, HistoryOutlined, UploadOutlined, UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { EnrolmentStatusTag } from '../../../components/EnrolmentStatusTag';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { paths } from '../../../lib/paths';
import { PERMISSION } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useApp } from '../../../lib/useApp';
import { classApi, classQueries, useClassMutation } from '../api';
import { AddLearnersDialog } from '../components/AddLearnersDialog';
import { ImportDialog } from '../components/ImportDialog';
import type { ClassMemberView } from '../../../lib/api-types';
import '../classes.css';

export default function ClassPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = useApp();
  const session = useSession();
  const id = Number(useParams().classId);
  const detail = useQuery({ ...classQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  const [trail, setTrail] = useState(false);
  const events = useQuery({ ...classQueries.events(id), enabled: trail });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const takeOut = useClassMutation((userId: number) => classApi.removeMember(id, userId));
  // A head teacher (the teacher area) reads the class; the class desk (class:manage) also fills it.
  const manages = !useLocation().pathname.toLowerCase().startsWith(paths.teacher) && session.permissions.includes(PERMISSION.classManage);
  const canImport = manages && session.permissions.includes(PERMISSION.userManage);
  const data = detail.data;
  const c = data?.class;

  const download = async (key: string, call: () => Promise<void>) => {
    setBusy(key);
    try {
      await call();
    } catch (error) {
      message.error(errorMessage(error, t('classes.downloadFailed')));
    } finally {
      setBusy(null);
    }
  };

  const confirmTakeOut = (m: ClassMemberView) =>
    modal.confirm({
      title: t('classes.removeTitle'),
      content: t('classes.removeConfirm', { name: m.name || m.username }),
      okText: t('classes.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        takeOut.mutateAsync(m.userId).then(
          () => message.success(t('classes.removed')),
          (error: unknown) => message.error(errorMessage(error, t('classes.removeFailed'))),
        ),
    });

  const columns: TableColumnsType<ClassMemberView> = [
    { title: t('classes.colIndex'), key: 'index', width: 56, render: (_, _m, i) => i + 1 },
    {
      title: t('classes.colLearner'),
      key: 'learner',
      width: 150,
      render: (_, m) => (
        <Flex vertical>
          <span className="sc-strong">{m.name || m.username}</span>
          <span className="sc-muted sc-small">{m.phone}</span>
        </Flex>
      ),
    },
    { title: t('classes.colIdCard'), dataIndex: 'idCard', key: 'idCard', width: 180, responsive: ['lg'] },
    { title: t('classes.colWorkUnit'), dataIndex: 'workUnit', key: 'workUnit', responsive: ['xl'] },
    {
      title: t('classes.colStatus'),
      key: 'status',
      width: 110,
      render: (_, m) => (m.status ? <EnrolmentStatusTag status={m.status} testId={`member-status-${m.userId}`} /> : <Tag bordered={false}>{t('classes.notApplied')}</Tag>),
    },
    {
      title: t('classes.colHours'),
      key: 'hours',
      width: 100,
      render: (_, m) => (
        <span className={data && data.requiredHours > 0 && m.hours >= data.requiredHours ? 'cl-done' : undefined} data-testid={`member-hours-${m.userId}`}>
          {data && data.requiredHours > 0 ? t('classes.hoursOf', { hours: m.hours, required: data.requiredHours }) : t('classes.hours', { hours: m.hours })}
        </span>
      ),
    },
    {
      title: t('classes.colResult'),
      key: 'result',
      width: 110,
      render: (_, m) =>
        m.passed ? (
          <Tag color="success" bordered={false}>
            {m.score != null ? t('classes.scorePassed', { score: m.score }) : t('classes.passed')}
          </Tag>
        ) : m.score != null ? (
          <Tag color="error" bordered={false}>
            {t('classes.scoreFailed', { score: m.score })}
          </Tag>
        ) : (
          <span className="sc-muted">—</span>
        ),
    },
    { title: t('classes.colCertificate'), key: 'certificate', width: 150, render: (_, m) => m.certificateNumber ?? <span className="sc-muted">—</span> },
    {
      title: t('classes.colActions'),
      key: 'actions',
      width: 96,
      fixed: 'right',
      render: (_, m) => (
        <Space size={4}>
          <Tooltip title={t('classes.archive')}>
            <Button
              size="small"
              icon={<FilePdfOutlined />}
              loading={busy === `archive-${m.userId}`}
              onClick={() => void download(`archive-${m.userId}`, () => classApi.archive(id, m.userId, m.name || m.username))}
              aria-label={t('classes.archive')}
              data-testid={`member-archive-${m.userId}`}
            />
          </Tooltip>
          {manages && (
            <Tooltip title={t('classes.remove')}>
              <Button size="small" danger icon={<UserDeleteOutlined />} onClick={() => confirmTakeOut(m)} aria-label={t('classes.remove')} data-testid={`member-remove-${m.userId}`} />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  if (detail.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('classes.loadFailed')}
        description={errorMessage(detail.error)}
        action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
        data-testid="class-error"
      />
    );
  }

  return (
    <div data-testid="class-page" className="cl-page">
      <PageHeader
        title={c?.name ?? t('titles.adminClass')}
        subtitle={c ? `${c.courseName} · ${t('classes.dates', { start: c.startsOn, end: c.endsOn })}` : undefined}
        extra={
          <Flex gap="small" wrap>
            <Button icon={<HistoryOutlined />} onClick={() => setTrail(true)} data-testid="class-trail">
              {t('classes.trail')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={!c}
              loading={busy === 'roster'}
              onClick={() => c && void download('roster', () => classApi.roster(id, c.name))}
              data-testid="class-roster"
            >
              {t('classes.roster')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={!c || c.members === 0}
              loading={busy === 'archives'}
              onClick={() => c && void download('archives', () => classApi.archives(id, c.name))}
              data-testid="class-archives"
            >
              {t('classes.archives')}
            </Button>
            {canImport && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="class-import">
                {t('classes.importLearners')}
              </Button>
            )}
            {manages && (
              <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)} disabled={!c} data-testid="class-add">
                {t('classes.addLearners')}
              </Button>
            )}
          </Flex>
        }
      />
      {c && (
        <Panel compact>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 2, lg: 4, xl: 4, xxl: 4 }}
            items={[
              { key: 'course', label: t('classes.course'), children: c.courseName },
              { key: 'teacher', label: t('classes.teacher'), children: c.teacherName ?? '—' },
              { key: 'place', label: t('classes.place'), children: c.place },
              { key: 'seats', label: t('classes.colSeats'), children: <span data-testid="class-seats">{t('classes.seats', { members: c.members, capacity: c.capacity })}</span> },
            ]}
          />
          {data && !data.fullIdentity && <div className="sc-muted sc-small">{t('classes.maskedNote')}</div>}
        </Panel>
      )}
      <Panel compact>
        <Table<ClassMemberView>
          rowKey="userId"
          size="middle"
          loading={detail.isFetching}
          columns={columns}
          dataSource={data?.members}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 1000 }}
          locale={{ emptyText: t('classes.noMembers') }}
          onRow={(m) => ({ 'data-testid': `member-row-${m.userId}` }) as React.HTMLAttributes<HTMLElement>}
        />
      </Panel>
      {c && <AddLearnersDialog open={adding} classId={id} onClose={() => setAdding(false)} />}
      {c && <ImportDialog open={importing} onClose={() => setImporting(false)} target={c} />}
      <Drawer open={trail} onClose={() => setTrail(false)} title={t('classes.trail')} width={420} data-testid="class-trail-drawer">
        <Timeline
          items={(events.data ?? []).map((e) => ({
            key: e.id,
            children: (
              <Flex vertical gap={2}>
                <Flex gap="small" wrap align="baseline">
                  <span className="sc-strong">{t(`classes.actions.${e.action}`, { defaultValue: e.action })}</span>
                  {e.learnerName && <span>{e.learnerName}</span>}
                  <span className="sc-secondary">{e.actorName ?? '—'}</span>
                </Flex>
                {e.detail && <span className="sc-small">{e.detail}</span>}
                <time className="sc-muted sc-small">{formatDateTime(e.at, i18n.language)}</time>
              </Flex>
            ),
          }))}
        />
      </Drawer>
    </div>
  );
}
