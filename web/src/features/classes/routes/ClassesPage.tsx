// /root/classes, 班级管理: two tabs — 班级 (every class with its course, dates, teacher, place and seats taken; open,
// edit or delete one; a row opens the class) and 导入记录 (each bulk import of learners: who, when, which file, how
// many rows and accounts, into which class). 批量导入学员 opens the import from the template.
import { useState } from 'react';
import { Button, Flex, Tabs, Tag, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CreateButton } from '../../../components/CreateButton';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { SearchBox } from '../../../components/SearchBox';
import { useUrlState } from '../../../components/useUrlState';
import { formatDateTime } from '../../../lib/exam';
import { classPath, paths } from '../../../lib/paths';
import { PERMISSION } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { classApi, classQueries, useClassMutation } from '../api';
import { ClassDialog } from '../components/ClassDialog';
import { ImportDialog } from '../components/ImportDialog';
import type { ClassView, LearnerImportView } from '../../../lib/api-types';
import '../classes.css';

const PAGE_SIZE = 20;

export default function ClassesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { get, set, page, setPage } = useUrlState();
  // The administrator's 班级管理, or in the teacher area the classes the teacher leads (read only).
  const area = useLocation().pathname.toLowerCase().startsWith(paths.teacher) ? 'teacher' : 'admin';
  const manages = area === 'admin' && session.permissions.includes(PERMISSION.classManage);
  const canImport = manages && session.permissions.includes(PERMISSION.userManage);
  const tab = canImport && get('tab') === 'imports' ? 'imports' : 'classes';
  const q = get('q');
  const classes = useQuery({ ...classQueries.list({ q: q || undefined, page: page - 1, size: PAGE_SIZE }), enabled: tab === 'classes' });
  const imports = useQuery({ ...classQueries.imports(page - 1, PAGE_SIZE), enabled: tab === 'imports' });
  const [editing, setEditing] = useState<ClassView | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const remove = useClassMutation((id: number) => classApi.remove(id));
  const open = (c: ClassView) => navigate(classPath(c.id, area));

  const columns: TableColumnsType<ClassView> = [
    {
      title: t('classes.colClass'),
      key: 'name',
      render: (_, c) => (
        <Link to={classPath(c.id, area)} className="sc-strong" data-testid={`class-open-${c.id}`}>
          {c.name}
        </Link>
      ),
    },
    { title: t('classes.colCourse'), dataIndex: 'courseName', key: 'course' },
    { title: t('classes.colDates'), key: 'dates', width: 200, render: (_, c) => t('classes.dates', { start: c.startsOn, end: c.endsOn }) },
    { title: t('classes.colTeacher'), key: 'teacher', width: 110, render: (_, c) => c.teacherName ?? <span className="sc-muted">—</span> },
    { title: t('classes.colPlace'), dataIndex: 'place', key: 'place', responsive: ['lg'] },
    {
      title: t('classes.colSeats'),
      key: 'seats',
      width: 100,
      render: (_, c) => (
        <Tag color={c.members >= c.capacity ? 'orange' : 'default'} data-testid={`class-seats-${c.id}`}>
          {t('classes.seats', { members: c.members, capacity: c.capacity })}
        </Tag>
      ),
    },
    {
      title: t('classes.colActions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      hidden: !manages,
      render: (_, c) => (
        <RowActions
          testId="class"
          id={c.id}
          onEdit={() => setEditing(c)}
          remove={{
            confirm: t('classes.deleteConfirm', { name: c.name }),
            call: () =>
              remove.mutateAsync(c.id).then(() => {
                if (classes.data?.classes.length === 1 && page > 1) setPage(page - 1);
              }),
            done: t('classes.deleted'),
            failed: t('classes.deleteFailed'),
          }}
        />
      ),
    },
  ];

  const importColumns: TableColumnsType<LearnerImportView> = [
    { title: t('classes.colImportedAt'), key: 'at', width: 160, render: (_, i) => formatDateTime(i.createdAt, i18n.language) },
    { title: t('classes.colImportedBy'), key: 'by', width: 110, render: (_, i) => i.createdByName ?? '—' },
    { title: t('classes.colFile'), dataIndex: 'fileName', key: 'file' },
    { title: t('classes.colCounts'), key: 'counts', width: 120, render: (_, i) => t('classes.importCounts', { rows: i.rowCount, created: i.createdCount }) },
    {
      title: t('classes.colTarget'),
      key: 'target',
      render: (_, i) =>
        i.courseName ? (
          <Flex vertical>
            <span>{i.className ? `${i.className} · ${i.courseName}` : i.courseName}</span>
            <span className="sc-muted sc-small">{t(i.status === 4 ? 'classes.statusEnrolled' : 'classes.statusApproved')}</span>
          </Flex>
        ) : (
          <span className="sc-muted">{t('classes.accountsOnly')}</span>
        ),
    },
    { title: t('classes.colDelivery'), key: 'delivery', width: 100, render: (_, i) => t(i.delivery === 'sms' ? 'classes.deliverySms' : 'classes.deliverySheet') },
  ];

  return (
    <div data-testid="classes-page" className="cl-page">
      <PageHeader
        title={t(area === 'teacher' ? 'titles.teacherClasses' : 'titles.adminClasses')}
        subtitle={t(area === 'teacher' ? 'classes.teacherSubtitle' : 'classes.subtitle')}
        extra={
          manages && (
          <Flex gap="small" wrap>
            {canImport && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="classes-import">
                {t('classes.importLearners')}
              </Button>
            )}
            <CreateButton label={t('classes.create')} onClick={() => setEditing(null)} testId="classes-create" />
          </Flex>
          )
        }
      />
      {canImport && (
      <Tabs
        activeKey={tab}
        onChange={(next) => set({ tab: next === 'imports' ? next : null, q: null, page: null })}
        items={[
          { key: 'classes', label: <span data-testid="classes-tab-classes">{t('classes.tabClasses')}</span> },
          { key: 'imports', label: <span data-testid="classes-tab-imports">{t('classes.tabImports')}</span> },
        ]}
      />
      )}
      {tab === 'classes' ? (
        <ListTable<ClassView>
          list={classes}
          rows={classes.data?.classes}
          columns={columns}
          rowTestId="class-row"
          pageSize={PAGE_SIZE}
          onRowClick={open}
          filters={['q']}
          empty={{ text: t('classes.empty'), noMatch: t('classes.noMatch'), clear: t('classes.clearSearch') }}
          scroll={{ x: 860 }}
        >
          <Flex wrap gap="small" className="sc-list-toolbar">
            <SearchBox param="q" placeholder={t('classes.search')} data-testid="classes-search" />
          </Flex>
        </ListTable>
      ) : (
        <ListTable<LearnerImportView>
          list={imports}
          rows={imports.data?.imports}
          columns={importColumns}
          rowTestId="import-row"
          pageSize={PAGE_SIZE}
          filters={[]}
          empty={{ text: t('classes.importsEmpty') }}
          scroll={{ x: 860 }}
        />
      )}
      <ClassDialog value={editing} onClose={() => setEditing(undefined)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
