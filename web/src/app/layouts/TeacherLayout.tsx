// Teacher shell: header navigation of seven areas (each shown with its permission, re-read from the server when the
// shell mounts), course/exam search, avatar menu with logout. Lazily loaded.
import { useState } from 'react';
import { Button, Drawer, Flex, Grid, Input, Layout, Menu, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Logo } from '../../components/Logo';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { paths } from '../../lib/paths';
import { useUserReread } from '../../lib/currentUser';
import { useSession } from '../../lib/session';
import { areaHome, visibleMenu } from '../../lib/permissions';
import { UserMenu } from './UserMenu';
import { MessagesDropdown } from '../../features/messages/components/MessagesDropdown';
import './layouts.css';

/** Spec 001 §2: text mentioning the exam word searches exams, anything else searches courses. */
export function teacherSearchTarget(text: string, examWords: string[] = ['考试']): string {
  const q = text.trim();
  const lower = q.toLowerCase();
  const base = examWords.some((w) => lower.includes(w.toLowerCase())) ? paths.teacherExamManager : paths.teacherCourseManager;
  return `${base}?search=${encodeURIComponent(q)}`;
}

export default function TeacherLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  useUserReread();
  const { token } = session;
  const screens = Grid.useBreakpoint();
  const collapsed = screens.lg === false;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const items = visibleMenu(
    [
      { key: paths.teacherCourseManager, label: t('teacher.courseManager'), entry: 'teacher.courseManager' },
      { key: paths.teacherTopicManager, label: t('teacher.topicManager'), entry: 'teacher.topicManager' },
      { key: paths.teacherExamManager, label: t('teacher.examManager'), entry: 'teacher.examManager' },
      { key: paths.teacherReprintManager, label: t('teacher.reprintManager'), entry: 'teacher.reprintManager' },
      { key: paths.teacherRewindingManager, label: t('teacher.rewindingManager'), entry: 'teacher.rewindingManager' },
      { key: paths.teacherStudentsManager, label: t('teacher.studentsManager'), entry: 'teacher.studentsManager' },
      { key: paths.teacherStudyReport, label: t('teacher.studyReport'), entry: 'teacher.studyReport' },
      { key: paths.teacherClasses, label: t('teacher.classes'), entry: 'teacher.classes' },
    ],
    session,
  ).map(({ key, label }) => ({ key, label }));
  const home = areaHome('teacher', session) ?? paths.teacherCourseManager;
  // The search opens the course or exam manager: only for a user who may open both.
  const searchable = items.some((i) => i.key === paths.teacherCourseManager) && items.some((i) => i.key === paths.teacherExamManager);
  const selected = items.filter((i) => pathname.toLowerCase().startsWith(i.key)).map((i) => i.key);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setDrawerOpen(false);
    navigate(key);
  };

  const onSearch = (value: string) => {
    if (!value.trim()) return;
    setDrawerOpen(false);
    navigate(teacherSearchTarget(value, ['考试', t('teacher.examWord')]));
  };

  const search = (
    <Input.Search style={{ width: 220 }} placeholder={t('teacher.searchPlaceholder')} allowClear onSearch={onSearch} data-testid="teacher-search" />
  );

  return (
    <Layout className="sc-teacher" data-testid="teacher-shell">
      <Layout.Header className="sc-learner-header">
        <Flex align="center" gap={collapsed ? 'small' : 'middle'} className="sc-container sc-learner-header-inner sc-teacher-header-inner">
          {collapsed && <Button type="text" icon={<MenuOutlined />} aria-label={t('common.menu')} onClick={() => setDrawerOpen(true)} />}
          <Link to={home} className="sc-learner-logo">
            <Logo size={32} short showName={!screens.xs} subtitle={screens.xl ? t('teacher.consoleName') : undefined} />
          </Link>
          {!collapsed && <Menu mode="horizontal" className="sc-grow" selectedKeys={selected} items={items} onClick={onClick} data-testid="teacher-menu" />}
          <Flex align="center" gap="small" className="sc-learner-actions">
            {!collapsed && searchable && search}
            <PreferenceSwitches compact />
            <MessagesDropdown />
            {token ? (
              <UserMenu compact={collapsed} area="teacher" />
            ) : (
              <Button type="primary" onClick={() => navigate(paths.login)}>
                {t('shell.login')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Layout.Header>
      <Drawer placement="left" open={collapsed && drawerOpen} onClose={() => setDrawerOpen(false)} title={<Logo size={24} />} width={280}>
        <Flex vertical gap="middle">
          {searchable && search}
          <Menu mode="inline" selectedKeys={selected} items={items} onClick={onClick} data-testid="teacher-menu" />
        </Flex>
      </Drawer>
      <Layout.Content className="sc-container sc-learner-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
