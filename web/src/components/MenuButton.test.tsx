import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MenuButton, type MenuEntry } from './MenuButton';

const entries: MenuEntry[] = [
  { type: 'group', key: 'who', label: '张同学' },
  { key: 'profile', label: '个人中心' },
  { type: 'divider', key: 'end' },
  { key: 'logout', label: '退出登录', danger: true, testId: 'logout' },
];

function renderMenu(props: Partial<Parameters<typeof MenuButton>[0]> = {}) {
  const onChoose = vi.fn();
  render(
    <div>
      <p>elsewhere</p>
      <MenuButton entries={entries} onChoose={onChoose} button={{ 'data-testid': 'opener' }} {...props}>
        账号
      </MenuButton>
    </div>,
  );
  return onChoose;
}

describe('MenuButton', () => {
  it('opens a menu of its entries, and a choice closes it', () => {
    const onChoose = renderMenu();
    const opener = screen.getByTestId('opener');
    expect(opener).toHaveAttribute('aria-haspopup', 'menu');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(opener).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['个人中心', '退出登录']);
    expect(screen.getByText('张同学')).toBeInTheDocument();
    expect(screen.getAllByRole('separator')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('logout'));
    expect(onChoose).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape (focus back on the button) and on a press elsewhere, choosing nothing', () => {
    const onChoose = renderMenu();
    const opener = screen.getByTestId('opener');
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(opener).toHaveFocus();

    fireEvent.click(opener);
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('moves between the entries with the arrow keys, round the ends', () => {
    renderMenu();
    fireEvent.click(screen.getByTestId('opener'));
    const [profile, logout] = screen.getAllByRole('menuitem');
    profile.focus();
    fireEvent.keyDown(profile, { key: 'ArrowDown' });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout, { key: 'ArrowDown' });
    expect(profile).toHaveFocus();
    fireEvent.keyDown(profile, { key: 'ArrowUp' });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout, { key: 'Home' });
    expect(profile).toHaveFocus();
  });

  it('marks the chosen entry of a choice', () => {
    renderMenu({ entries: [{ key: 'zh-CN', label: '简体中文' }, { key: 'en-US', label: 'English' }], selected: 'en-US' });
    fireEvent.click(screen.getByTestId('opener'));
    const [zh, en] = screen.getAllByRole('menuitemradio');
    expect(zh).toHaveAttribute('aria-checked', 'false');
    expect(en).toHaveAttribute('aria-checked', 'true');
  });
});
