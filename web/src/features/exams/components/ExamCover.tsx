// An exam's cover: the uploaded image, or a drawn placeholder with the subject.
import { Flex } from 'antd';
import { useState } from 'react';
import { FormOutlined } from '@ant-design/icons';
import { fileUrl } from '../../../lib/upload';

const GRADIENTS = [
  ['#2f54eb', '#85a5ff'],
  ['#08979c', '#5cdbd3'],
  ['#531dab', '#b37feb'],
  ['#d46b08', '#ffc069'],
  ['#389e0d', '#95de64'],
];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

export function ExamCover({ title, cover, subject }: { title: string; cover?: string | null; subject?: string | null }) {
  const [broken, setBroken] = useState(false);
  const src = fileUrl(cover);
  if (src && !broken) {
    return (
      <div className="sc-cover sc-exam-cover">
        <img src={src} alt={title} loading="lazy" onError={() => setBroken(true)} />
      </div>
    );
  }
  const [from, to] = GRADIENTS[hash(subject || title) % GRADIENTS.length];
  return (
    <Flex vertical align="center" justify="center" gap={6} className="sc-cover sc-cover-drawn sc-exam-cover" style={{ background: `linear-gradient(135deg, ${from}, ${to})` }} aria-hidden="true">
      <FormOutlined className="sc-exam-cover-icon" />
      {subject && <span className="sc-exam-cover-subject">{subject}</span>}
    </Flex>
  );
}
