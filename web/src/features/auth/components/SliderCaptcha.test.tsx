import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { SHAKE_MS, SliderCaptcha } from './SliderCaptcha';

describe('slider shake', () => {
  afterEach(() => vi.useRealTimers());

  it('shakes for 500 ms per signal and keeps count of the shakes', () => {
    vi.useFakeTimers();
    const props = { done: false, onDone: () => undefined };
    const { rerender } = render(<SliderCaptcha {...props} shakeSignal={0} />);
    const slider = screen.getByTestId('slider-captcha');
    expect(slider).toHaveAttribute('data-shakes', '0');

    rerender(<SliderCaptcha {...props} shakeSignal={1} />);
    expect(slider).toHaveAttribute('data-shaking', 'true');
    expect(slider).toHaveClass('is-shaking');
    expect(slider).toHaveAttribute('data-shakes', '1');
    act(() => vi.advanceTimersByTime(SHAKE_MS));
    expect(slider).toHaveAttribute('data-shaking', 'false');
    expect(slider).toHaveAttribute('data-shakes', '1');

    rerender(<SliderCaptcha {...props} shakeSignal={2} />);
    expect(slider).toHaveAttribute('data-shakes', '2');
  });
});
