// The player's surface: the <video> (or <audio> with its face), the big play sign while paused, the load error.
import type { Ref } from 'react';
import { Flex } from 'antd';
import { CaretRightOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import type { MediaEvents } from './useWatchProgress';

interface PlayerSurfaceProps {
  mediaRef: Ref<HTMLVideoElement & HTMLAudioElement>;
  src: string;
  kind: 'video' | 'audio';
  title?: string;
  playing: boolean;
  failed: boolean;
  events: MediaEvents;
  onClick: () => void;
}

export function PlayerSurface({ mediaRef, src, kind, title, playing, failed, events, onClick }: PlayerSurfaceProps) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" className="sc-player-surface" onClick={onClick} data-testid="player-surface">
      {kind === 'audio' ? (
        <>
          <audio ref={mediaRef} src={src} preload="metadata" {...events} data-testid="player-media" />
          <Flex vertical align="center" justify="center" gap="var(--sc-space-sm)" className="sc-player-audio-face">
            <CustomerServiceOutlined className={`sc-player-audio-icon${playing ? ' is-playing' : ''}`} />
            <div className="sc-player-audio-title">{title ?? t('player.audioLesson')}</div>
          </Flex>
        </>
      ) : (
        <video ref={mediaRef} src={src} preload="metadata" playsInline {...events} data-testid="player-media" />
      )}
      {!playing && !failed && kind === 'video' && (
        <Flex component="span" align="center" justify="center" className="sc-player-big-play" aria-hidden="true">
          <CaretRightOutlined />
        </Flex>
      )}
      {failed && <Flex align="center" justify="center" className="sc-player-error">{t('player.loadError')}</Flex>}
    </Flex>
  );
}
