// Learner shell: header (logo, menu, course search, messages, switches, user menu or guest login), footer.
import { useState } from 'react';
import { Button, Card, Drawer, Flex, Input, Layout, Menu, Tag, type MenuProps } from 'antd';
import { useApp } from '../../lib/useApp';
import {
  BookOutlined,
  ExportOutlined,
  FileDoneOutlined,
  FormOutlined,
  HomeOutlined,
  MenuOutlined,
  SafetyCertificateOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Logo } from '../../components/Logo';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { CERTIFICATE_QUERY_URL, classroomSearchPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { UserMenu } from './UserMenu';
import { MessagesDropdown } from '../../features/messages/components/MessagesDropdown';
import '../../components/page.css';
import './layouts.css';
import { SCREEN, useScreen } from '../../lib/screen';

const FOOTER_LINKS = [
  { key: 'footerLinkMooc', href: 'https://www.icourse163.org/' },
  { key: 'footerLinkXuetang', href: 'https://www.xuetangx.com/' },
  { key: 'footerLinkSmartEdu', href: 'https://www.smartedu.cn/' },
  { key: 'footerLinkOsta', href: CERTIFICATE_QUERY_URL },
];

/** Pages a visitor (guest or signed out) may open from the menu; the other items say '请先登录'. */
const VISITOR_PAGES: string[] = [paths.studentHome, paths.classroom];
/** A menu item a visitor may not open yet: greyed out, still clickable to say why. */
const LOCKED_ITEM = { color: 'var(--sc-text-tertiary)', cursor: 'not-allowed' };

export function LearnerLayout() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const { token, guest } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const visitor = guest || !token;
  // Spec breakpoint: the header menu collapses under 991 px (antd's lg starts at 992 px).
  const collapsed = !useScreen(SCREEN.lg);
  const phone = useScreen(SCREEN.xs);

  const nav = [
    { key: paths.studentHome, icon: <HomeOutlined />, label: t('shell.home') },
    { key: paths.classroom, icon: <BookOutlined />, label: t('shell.classroom') },
    { key: paths.examCenter, icon: <FormOutlined />, label: t('shell.examCenter') },
    { key: paths.examRecord, icon: <FileDoneOutlined />, label: t('shell.examRecord') },
    { key: paths.applicationMaterials, icon: <TrophyOutlined />, label: t('shell.enrolment') },
    {
      key: CERTIFICATE_QUERY_URL,
      icon: <SafetyCertificateOutlined />,
      label: (
        <span>
          {t('shell.certificate')} <ExportOutlined className="sc-external-mark" />
        </span>
      ),
    },
  ];
  const locked = (key: string) => visitor && !VISITOR_PAGES.includes(key);
  const items: MenuProps['items'] = nav.map((n) => ({ ...n, style: locked(n.key) ? LOCKED_ITEM : undefined }));

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    setDrawerOpen(false);
    if (locked(key)) {
      message.warning(t('shell.loginFirst'));
      return;
    }
    if (key === CERTIFICATE_QUERY_URL) {
      window.open(CERTIFICATE_QUERY_URL, '_blank', 'noopener,noreferrer');
      return;
    }
    navigate(key);
  };

  const onSearch = (value: string) => {
    const text = value.trim();
    setDrawerOpen(false);
    navigate(text ? classroomSearchPath(text) : paths.classroom);
  };

  const selected = nav.map((n) => n.key).filter((k) => location.pathname.toLowerCase().startsWith(k.toLowerCase()));

  const search = (
    <Input.Search
      style={{ width: 180 }}
      placeholder={t('shell.searchCourses')}
      allowClear
      onSearch={onSearch}
      data-testid="course-search"
    />
  );

  const account = visitor ? (
    <>
      {guest && <Tag color="orange">{t('shell.guestBadge')}</Tag>}
      <Button type="primary" onClick={() => navigate(paths.login)} data-testid="guest-login-register">
        {t('shell.loginRegister')}
      </Button>
    </>
  ) : (
    <>
      <MessagesDropdown />
      <UserMenu
        compact={collapsed}
        links={[{ key: 'profile', label: t('shell.personalCenter'), icon: <UserOutlined />, to: paths.profileBasicInfo }]}
      />
    </>
  );

  return (
    <Layout className="sc-learner" data-testid="learner-shell" data-visitor={visitor ? 'true' : 'false'}>
      <Layout.Header className="sc-learner-header">
        <Flex align="center" gap={collapsed ? 'small' : 'middle'} className="sc-container sc-learner-header-inner">
          {collapsed && (
            <Button type="text" icon={<MenuOutlined />} aria-label={t('common.menu')} onClick={() => setDrawerOpen(true)} data-testid="learner-menu-button" />
          )}
          <Link to={paths.classroom} className="sc-learner-logo" aria-label={t('app.name')}>
            <Logo size={32} short showName={!phone} />
          </Link>
          {!collapsed && (
            <Menu mode="horizontal" className="sc-grow" selectedKeys={selected} items={items} onClick={onMenuClick} data-testid="learner-menu" />
          )}
          <Flex align="center" gap="small" className="sc-learner-actions">
            {!collapsed && search}
            <PreferenceSwitches compact />
            {account}
          </Flex>
        </Flex>
      </Layout.Header>
      <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} title={<Logo size={24} />} width={280}>
        <Flex vertical gap="middle">
          {search}
          <Menu mode="inline" selectedKeys={selected} items={items} onClick={onMenuClick} />
        </Flex>
      </Drawer>
      <Layout.Content className="sc-container sc-learner-content">
        <Outlet />
      </Layout.Content>
      <Layout.Footer className="sc-learner-footer">
        <Flex wrap justify="space-between" gap={48} className="sc-container">
          <div className="sc-footer-col sc-footer-about">
            <Logo size={28} />
            <p>{t('shell.footerAboutText')}</p>
          </div>
          <div className="sc-footer-col">
            <h2>{t('shell.footerLinks')}</h2>
            <ul className="sc-plain-list">
              {FOOTER_LINKS.map((l) => (
                <li key={l.key}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer" className="sc-secondary sc-link">
                    {t(`shell.${l.key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </Flex>
        <div className="sc-container sc-footer-copy sc-muted">{t('app.copyright', { year: new Date().getFullYear() })}</div>
      </Layout.Footer>
    </Layout>
  );
}

export function ProfileLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const items = [
    { key: paths.profileBasicInfo, label: t('shell.basicInfo') },
    { key: paths.profilePersonInfo, label: t('shell.personInfo') },
    { key: paths.profileMessage, label: t('shell.message') },
    { key: paths.profileCertificate, label: t('shell.myCertificates') },
    { key: paths.profileCareer, label: t('shell.myCareer') },
    { key: paths.profileChangePwd, label: t('shell.changePwd') },
    { key: paths.profileDeleteAccount, label: t('shell.deleteAccount') },
  ];
  const selected = items.filter((i) => location.pathname.toLowerCase() === i.key.toLowerCase()).map((i) => i.key);
  // Under 992 px (a phone, a tablet upright) the entries flow in rows above the page, each in sight (none behind a
  // "more"): the page itself is on the first screen, not under seven stacked entries.
  const narrow = !useScreen(SCREEN.lg);
  const menu = (
    <Menu mode={narrow ? 'horizontal' : 'inline'} disabledOverflow selectedKeys={selected} items={items} onClick={({ key }) => navigate(key)} />
  );
  return (
    <Flex vertical={narrow} align={narrow ? 'stretch' : 'flex-start'} gap={narrow ? 'middle' : 'large'}>
      {narrow ? (
        <nav className="sc-profile-menu is-strip" aria-label={t('shell.profileMenu')}>
          {menu}
        </nav>
      ) : (
        <aside className="sc-profile-menu">
          <Card styles={{ body: { padding: 'var(--sc-space-sm) 0' } }}>
            <div className="sc-profile-menu-title sc-strong">{t('shell.profileMenu')}</div>
            {menu}
          </Card>
        </aside>
      )}
      <section className="sc-grow">
        <Outlet />
      </section>
    </Flex>
  );
}
