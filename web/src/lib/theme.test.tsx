import { act, render, screen } from '@testing-library/react';
import { setTheme, useThemeMode } from './theme';

function Mode() {
  return <span data-testid="mode">{useThemeMode()}</span>;
}

describe('theme', () => {
  afterEach(() => setTheme('light'));

  it('switches the page and the document, and remembers the choice', () => {
    render(<Mode />);
    act(() => setTheme('dark'));
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('follows a switch made in another tab', () => {
    render(<Mode />);
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('ignores other keys', () => {
    render(<Mode />);
    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'en-US' }));
    });
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
  });
});
