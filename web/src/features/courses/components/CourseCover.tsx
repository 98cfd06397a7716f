// A course cover: the uploaded image, or a drawn placeholder (gradient + the course's first character).
import { Flex } from 'antd';
import { useState } from 'react';
import { fileUrl } from '../../../lib/upload';

const GRADIENTS = [
  ['#1677ff', '#69b1ff'],
  ['#13c2c2', '#5cdbd3'],
  ['#722ed1', '#b37feb'],
  ['#fa8c16', '#ffc069'],
  ['#eb2f96', '#ff85c0'],
  ['#52c41a', '#95de64'],
];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

export function CourseCover({ name, cover, category, className = '' }: { name: string; cover?: string | null; category?: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  const src = fileUrl(cover);
  if (src && !broken) {
    return (
      <div className={`sc-cover ${className}`}>
        <img src={src} alt={name} loading="lazy" onError={() => setBroken(true)} />
      </div>
    );
  }
  const [from, to] = GRADIENTS[hash(name) % GRADIENTS.length];
  return (
    <Flex align="center" justify="center" className={`sc-cover sc-cover-drawn ${className}`} style={{ background: `linear-gradient(135deg, ${from}, ${to})` }} aria-hidden="true">
      <span className="sc-cover-letter">{Array.from(name.trim())[0] ?? ''}</span>
      {category && <span className="sc-cover-category">{category}</span>}
    </Flex>
  );
}
