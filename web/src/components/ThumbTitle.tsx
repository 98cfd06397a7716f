// The first cell of a staff table row: the cover thumbnail (or the name's first letter), the name as a button, a grey line.
import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { fileUrl } from '../lib/upload';
import './page.css';

export function ThumbTitle({ cover, name, sub, onOpen }: { cover?: string | null; name: string; sub: ReactNode; onOpen: () => void }) {
  return (
    <Flex align="center" gap="var(--sc-space-sm)" className="sc-grow">
      {cover ? <img src={fileUrl(cover)} alt="" className="sc-thumb" /> : <Flex component="span" align="center" justify="center" className="sc-thumb sc-thumb-empty">{Array.from(name)[0]}</Flex>}
      <div className="sc-grow">
        <button type="button" className="sc-plain-button sc-strong sc-link" onClick={onOpen}>
          {name}
        </button>
        <div className="sc-thumb-sub sc-small sc-muted sc-ellipsis">{sub}</div>
      </div>
    </Flex>
  );
}
