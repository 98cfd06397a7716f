// Avatar + name menu used by every shell: its own links, "switch to" the other staff areas the user may open,
// and the shared logout (with confirm).
import { Flex, Tag } from 'antd';
import { DownOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { AREA_LABEL_KEYS, areaSwitches, type AreaId } from '../../lib/permissions';
import { useLogout } from '../../features/auth/logout';
import { MenuButton, type MenuEntry } from '../../components/MenuButton';
import '../../components/page.css';
import './layouts.css';

export interface UserMenuLink {
  key: string;
  label: string;
  icon?: React.ReactNode;
  to: string;
}

export function UserMenu({ links = [], compact = false, area }: { links?: UserMenuLink[]; compact?: boolean; area?: AreaId }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const session = useSession();
  const { user, role } = session;
  const display = user?.name || user?.username || t(`roles.${role ?? 'guest'}`);
  const switches: UserMenuLink[] = areaSwitches(session, area).map((s) => ({
    key: `switch-${s.area}`,
    label: t('shell.switchTo', { area: t(AREA_LABEL_KEYS[s.area]) }),
    icon: <SwapOutlined />,
    to: s.to,
  }));
  const all = [...links, ...switches];

  const entries: MenuEntry[] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <Flex component="span" align="center" gap="small" className="sc-user-who">
          {user?.username}
          {role && (
            <Tag bordered={false} color="processing">
              {t(`roles.${role}`, { defaultValue: role })}
            </Tag>
          )}
        </Flex>
      ),
    },
    ...links.map((l) => ({ key: l.key, label: l.label, icon: l.icon })),
    ...(switches.length
      ? [{ type: 'divider' as const, key: 'switches' }, ...switches.map((l) => ({ key: l.key, label: l.label, icon: l.icon, testId: l.key }))]
      : []),
    { type: 'divider', key: 'end' },
    { key: 'logout', label: t('shell.logout'), icon: <LogoutOutlined />, danger: true },
  ];

  const choose = (key: string) => {
    if (key === 'logout') {
      logout();
      return;
    }
    const link = all.find((l) => l.key === key);
    if (link) navigate(link.to);
  };

  return (
    <MenuButton entries={entries} onChoose={choose} button={{ type: 'text', size: 'large', 'data-testid': 'user-menu' }}>
      <span className="sc-user-avatar" aria-hidden={compact ? undefined : true}>
        {display ? display.slice(0, 1).toUpperCase() : <UserOutlined />}
      </span>
      {!compact && <span className="sc-user-name sc-ellipsis">{display}</span>}
      {!compact && <DownOutlined className="sc-muted sc-user-caret" />}
    </MenuButton>
  );
}
