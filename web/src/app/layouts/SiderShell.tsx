// Staff shell with a collapsible side menu (admin, auditors, distributor); collapse state persists in sidebarCollapsed.
// The menu shows only the entries the user's permissions open (lib/permissions.ts), re-read from the server when the
// shell mounts.
import { useState, type ReactNode } from 'react';
import { Button, Drawer, Flex, Grid, Layout, Menu, type MenuProps } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { LogoMark } from '../../components/Logo';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { useUserReread } from '../../lib/currentUser';
import { getSidebarCollapsed, setSidebarCollapsed, useSession } from '../../lib/session';
import { AREAS, areaHome, visibleMenu, type AreaId } from '../../lib/permissions';
import { useRouteHandle } from '../guard';
import { UserMenu, type UserMenuLink } from './UserMenu';
import '../../components/page.css';
import './layouts.css';

export interface SiderMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Route path; groups have children instead. */
  to?: string;
  /** The page's key in the permission table; the entry shows only when the user may open it. */
  entry?: string;
  children?: SiderMenuItem[];
}

export interface SiderShellProps {
  consoleName: string;
  area: AreaId;
  menu: SiderMenuItem[];
  headerLinks?: ReactNode;
  userLinks?: UserMenuLink[];
  testId: string;
  /** Extra class on the content area (e.g. the special background of notification/settings). */
  contentClassName?: string;
}

/** The side menu stays in view while the page scrolls. */
const SIDER_STYLE = { position: 'sticky', top: 0, height: '100vh', overflow: 'auto' } as const;

function leaves(items: SiderMenuItem[]): SiderMenuItem[] {
  return items.flatMap((i) => (i.children ? leaves(i.children) : [i]));
}

/**
 * The menu entry whose path is the longest prefix of the current path. The shell's home entry
 * matches only itself, so a page outside the menu (e.g. /root/course-center) is not titled "home".
 */
function activeLeaf(items: SiderMenuItem[], pathname: string, homePath: string): SiderMenuItem | undefined {
  const p = pathname.toLowerCase().replace(/\/$/, '');
  const home = homePath.toLowerCase();
  return leaves(items)
    .filter((l) => l.to && (p === l.to.toLowerCase() || (l.to.toLowerCase() !== home && p.startsWith(`${l.to.toLowerCase()}/`))))
    .sort((a, b) => (b.to?.length ?? 0) - (a.to?.length ?? 0))[0];
}

function toAntdItems(items: SiderMenuItem[]): MenuProps['items'] {
  return items.map((i) =>
    i.children
      ? { key: i.key, label: i.label, icon: i.icon, children: toAntdItems(i.children) }
      : { key: i.key, label: i.label, icon: i.icon },
  );
}

export function SiderShell({ consoleName, area, menu: fullMenu, headerLinks, userLinks, testId, contentClassName }: SiderShellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  useUserReread();
  const menu = visibleMenu(fullMenu, session);
  const homePath = areaHome(area, session) ?? AREAS[area].base;
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const [collapsed, setCollapsed] = useState(getSidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const active = activeLeaf(menu, location.pathname, AREAS[area].base);
  const { title: routeTitle } = useRouteHandle();
  const parent = menu.find((g) => g.children?.some((c) => c.key === active?.key));
  const [defaultOpenKeys] = useState<string[]>(parent ? [parent.key] : []);

  const toggle = () => {
    if (mobile) {
      setDrawerOpen(true);
      return;
    }
    setCollapsed(!collapsed);
    setSidebarCollapsed(!collapsed);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const leaf = leaves(menu).find((l) => l.key === key);
    setDrawerOpen(false);
    if (leaf?.to) navigate(leaf.to);
  };

  const menuNode = () => (
    <Menu
      mode="inline"
      theme="dark"
      style={{ padding: 'var(--sc-space-xs) 0' }}
      selectedKeys={active ? [active.key] : []}
      defaultOpenKeys={defaultOpenKeys}
      items={toAntdItems(menu)}
      onClick={onClick}
      data-testid={`${testId}-menu`}
    />
  );

  const brand = (
    <Link to={homePath} className="sc-sider-brand">
      <LogoMark size={30} />
      {(!collapsed || mobile) && (
        <Flex component="span" vertical className="sc-sider-brand-text">
          <span className="sc-sider-brand-name sc-ellipsis" title={t('app.shortName')}>
            {t('app.shortName')}
          </span>
          <span className="sc-sider-brand-sub">{consoleName}</span>
        </Flex>
      )}
    </Link>
  );

  return (
    <Layout className="sc-staff" data-testid={testId}>
      {!mobile && (
        <Layout.Sider width={232} collapsedWidth={72} collapsed={collapsed} trigger={null} style={SIDER_STYLE}>
          {brand}
          {menuNode()}
        </Layout.Sider>
      )}
      <Drawer
        placement="left"
        open={mobile && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        width={260}
        closable={false}
        styles={{ body: { padding: 0, background: '#001529' } }}
      >
        {brand}
        {menuNode()}
      </Drawer>
      <Layout className="sc-grow">
        <Flex component={Layout.Header} align="center" gap="var(--sc-space-sm)" className="sc-staff-header">
          <Button
            type="text"
            icon={collapsed || mobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
            aria-label={collapsed ? t('common.expand') : t('common.collapse')}
            data-testid="sider-toggle"
          />
          {/* Under 768 px the header holds only icons; the page names itself below. */}
          <span className="sc-grow sc-staff-title sc-strong sc-ellipsis">{mobile ? null : (active?.label ?? (routeTitle ? t(routeTitle) : consoleName))}</span>
          <Flex align="center" gap="small">
            {headerLinks}
            <PreferenceSwitches compact={mobile} />
            <UserMenu links={userLinks} compact={mobile} area={area} />
          </Flex>
        </Flex>
        <Layout.Content className={['sc-staff-content', contentClassName].filter(Boolean).join(' ')}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
