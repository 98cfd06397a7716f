// Client-side image captcha: 4 letters/digits drawn on a 120x40 canvas, compared case-insensitively.
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

// Letters and digits without the look-alikes 0/O, 1/I/l.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export function generateCaptcha(random: () => number = Math.random): string {
  let out = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) out += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return out;
}

export function captchaMatches(input: string | null | undefined, code: string): boolean {
  return (input ?? '').trim().toLowerCase() === code.toLowerCase();
}

function randomColor(min: number, max: number): string {
  const c = () => Math.floor(min + Math.random() * (max - min));
  return `rgb(${c()},${c()},${c()})`;
}

export function drawCaptcha(canvas: HTMLCanvasElement, code: string, dark: boolean): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = w * ratio;
  canvas.height = h * ratio;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);

  ctx.fillStyle = dark ? '#1f2a3a' : '#eef4ff';
  ctx.fillRect(0, 0, w, h);

  for (let i = 0; i < 4; i += 1) {
    ctx.strokeStyle = dark ? randomColor(70, 150) : randomColor(150, 220);
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(Math.random() * w, Math.random() * h);
    ctx.bezierCurveTo(Math.random() * w, Math.random() * h, Math.random() * w, Math.random() * h, Math.random() * w, Math.random() * h);
    ctx.stroke();
  }
  for (let i = 0; i < 30; i += 1) {
    ctx.fillStyle = dark ? randomColor(60, 160) : randomColor(120, 220);
    ctx.beginPath();
    ctx.arc(Math.random() * w, Math.random() * h, 1, 0, 2 * Math.PI);
    ctx.fill();
  }

  const step = w / (code.length + 1);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  [...code].forEach((ch, i) => {
    const size = 20 + Math.floor(Math.random() * 6);
    ctx.font = `bold ${size}px Verdana, 'DejaVu Sans', Arial, sans-serif`;
    ctx.fillStyle = dark ? randomColor(170, 250) : randomColor(20, 110);
    const x = step * (i + 1);
    const y = h / 2 + (Math.random() * 6 - 3);
    const angle = ((Math.random() * 40 - 20) * Math.PI) / 180;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.fillText(ch, 0, 0);
    ctx.restore();
  });
}
