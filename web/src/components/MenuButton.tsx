// A button that opens a short menu (the language switch, the user menu of every shell): antd's Dropdown brought its
// Menu, Tooltip and overflow machinery (some 35 KB gzip) into the first load of every page for two to ten entries.
// The menu is a WAI-ARIA menu button: Escape or a click elsewhere closes it, the arrow keys move between entries.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonProps } from 'antd';
import './menuButton.css';

export type MenuEntry =
  | { key: string; label: ReactNode; icon?: ReactNode; danger?: boolean; testId?: string; type?: undefined }
  | { type: 'group'; key: string; label: ReactNode }
  | { type: 'divider'; key: string };

interface Props {
  entries: MenuEntry[];
  onChoose: (key: string) => void;
  /** The chosen entry of a choice (the language): shown checked. */
  selected?: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  button: ButtonProps & { 'data-testid'?: string };
  children?: ReactNode;
}

/** Where the menu opens: under the button, its right (or left) edge on the button's, never past the window. */
function placeUnder(anchor: HTMLElement, align: 'start' | 'end') {
  const box = anchor.getBoundingClientRect();
  const top = box.bottom + 4;
  return align === 'end' ? { top, right: Math.max(8, window.innerWidth - box.right) } : { top, left: Math.max(8, box.left) };
}

export function MenuButton({ entries, onChoose, selected, align = 'end', button, children }: Props) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left?: number; right?: number }>({ top: 0 });
  const anchor = useRef<HTMLSpanElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]') ?? []);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) anchor.current?.querySelector('button')?.focus();
  };

  useLayoutEffect(() => {
    if (open && anchor.current) setPlace(placeUnder(anchor.current, align));
  }, [open, align]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) setOpen(false);
    };
    const away = () => setOpen(false);
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('resize', away);
    window.addEventListener('scroll', away, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('resize', away);
      window.removeEventListener('scroll', away, true);
    };
  }, [open]);

  const move = (e: KeyboardEvent, from: 'trigger' | 'menu') => {
    const all = items();
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
      return;
    }
    if (e.key === 'Tab' && from === 'menu') {
      setOpen(false);
      return;
    }
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    const edge = e.key === 'Home' ? 0 : e.key === 'End' ? all.length - 1 : -1;
    if (!step && edge < 0) return;
    e.preventDefault();
    if (from === 'trigger' && !open) {
      setOpen(true);
      requestAnimationFrame(() => items()[step < 0 ? items().length - 1 : 0]?.focus());
      return;
    }
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const next = edge >= 0 ? edge : (at + step + all.length) % all.length;
    all[next]?.focus();
  };

  return (
    <span ref={anchor} className="sc-menu-anchor">
      <Button
        {...button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => move(e, 'trigger')}
      >
        {children}
      </Button>
      {open &&
        createPortal(
          <div ref={menu} id={id} role="menu" className="sc-menu" style={place} onKeyDown={(e) => move(e, 'menu')}>
            {entries.map((entry) => {
              if (entry.type === 'divider') return <div key={entry.key} role="separator" className="sc-menu-divider" />;
              if (entry.type === 'group')
                return (
                  <div key={entry.key} role="presentation" className="sc-menu-group">
                    {entry.label}
                  </div>
                );
              const checked = selected === undefined ? undefined : selected === entry.key;
              return (
                <button
                  key={entry.key}
                  type="button"
                  role={checked === undefined ? 'menuitem' : 'menuitemradio'}
                  aria-checked={checked}
                  data-testid={entry.testId}
                  className={`sc-menu-item${entry.danger ? ' sc-menu-item-danger' : ''}${checked ? ' sc-menu-item-selected' : ''}`}
                  onClick={() => {
                    close(false);
                    onChoose(entry.key);
                  }}
                >
                  {entry.icon && (
                    <span className="sc-menu-icon" aria-hidden="true">
                      {entry.icon}
                    </span>
                  )}
                  {entry.label}
                </button>
              );
            })}
          </div>,
          document.body,
        )}
    </span>
  );
}
