import { describe, expect, it } from 'vitest';
import { toRegisterBody } from './api';
import { CAPTCHA_HEIGHT, CAPTCHA_LENGTH, CAPTCHA_WIDTH, captchaMatches, generateCaptcha } from './captcha';
import { sliderReachedEnd } from './components/SliderCaptcha';

describe('captcha', () => {
  it('is 4 letters or digits drawn 120x40', () => {
    for (let i = 0; i < 50; i += 1) expect(generateCaptcha()).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(CAPTCHA_LENGTH).toBe(4);
    expect([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]).toEqual([120, 40]);
  });

  it('compares case-insensitively', () => {
    expect(captchaMatches('abCD', 'ABcd')).toBe(true);
    expect(captchaMatches(' ab3d ', 'AB3D')).toBe(true);
    expect(captchaMatches('abce', 'ABCD')).toBe(false);
    expect(captchaMatches('', 'ABCD')).toBe(false);
  });
});

describe('slider', () => {
  it('counts only a release at the far end', () => {
    expect(sliderReachedEnd(300, 300)).toBe(true);
    expect(sliderReachedEnd(299, 300)).toBe(true);
    expect(sliderReachedEnd(250, 300)).toBe(false);
    expect(sliderReachedEnd(0, 0)).toBe(false);
  });
});

describe('register payload', () => {
  it('sends an empty invite code as null and trims text fields', () => {
    expect(
      toRegisterBody({ username: ' amy ', phone: '13912345678', email: 'a@b.cn ', password: ' pw ', inviteCode: '  ' }),
    ).toEqual({ username: 'amy', phone: '13912345678', email: 'a@b.cn', password: ' pw ', inviteCode: null });
    expect(toRegisterBody({ username: 'a', phone: 'p', email: 'e', password: 'x', inviteCode: 'ABCDEFGHIJKL' }).inviteCode).toBe(
      'ABCDEFGHIJKL',
    );
  });
});
