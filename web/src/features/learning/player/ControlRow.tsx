// The player's row of controls on black: play/pause, the clock, the watched share, sound, speed and fullscreen.
import { Button, ConfigProvider, Flex, Select, Slider, theme, Tooltip } from 'antd';
import {
  CaretRightOutlined,
  CheckCircleFilled,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MutedOutlined,
  PauseOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { formatClock } from './antiSkip';

interface ControlRowProps {
  kind: 'video' | 'audio';
  playing: boolean;
  current: number;
  duration: number;
  completed: boolean;
  /** Percent watched. */
  watched: number;
  volume: number;
  muted: boolean;
  rate: number;
  /** The speeds offered. */
  rates: number[];
  fullscreen: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
  onRate: (rate: number) => void;
  onToggleFullscreen: () => void;
  /** Where the speed list opens (inside the player, so it shows in fullscreen). */
  popupContainer: () => HTMLElement;
}

export function ControlRow(props: ControlRowProps) {
  const { kind, playing, current, duration, completed, watched, volume, muted, rate, fullscreen } = props;
  const { t } = useTranslation();
  // The controls sit on black in either theme.
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <Flex align="center" gap="small" className="sc-player-row">
        <Tooltip title={playing ? t('player.pause') : t('player.play')}>
          <Button
            type="text"
            icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
            onClick={props.onTogglePlay}
            aria-label={playing ? t('player.pause') : t('player.play')}
            data-testid="player-play"
          />
        </Tooltip>
        <span className="sc-player-time" data-testid="player-time">
          {formatClock(current)} / {formatClock(duration)}
        </span>
        <span className={`sc-player-watched${completed ? ' is-done' : ''}`} data-testid="player-watched">
          {completed ? (
            <>
              <CheckCircleFilled /> {t('player.completed')}
            </>
          ) : (
            t('player.watched', { percent: watched })
          )}
        </span>
        <span className="sc-grow" />
        <Tooltip title={muted ? t('player.unmute') : t('player.mute')}>
          <Button
            type="text"
            icon={muted || volume === 0 ? <MutedOutlined /> : <SoundOutlined />}
            onClick={props.onToggleMute}
            aria-label={muted ? t('player.unmute') : t('player.mute')}
          />
        </Tooltip>
        <Slider
          className="sc-player-volume"
          style={{ width: 80, margin: '0 6px' }}
          min={0}
          max={1}
          step={0.1}
          value={muted ? 0 : volume}
          onChange={(v) => props.onVolume(v)}
          ariaLabelForHandle={t('player.volume')}
          tooltip={{ formatter: (v) => `${Math.round((v ?? 0) * 100)}%` }}
        />
        <Select
          size="small"
          variant="filled"
          style={{ width: 68 }}
          value={rate}
          onChange={props.onRate}
          aria-label={t('player.speed')}
          data-testid="player-speed"
          popupMatchSelectWidth={false}
          getPopupContainer={props.popupContainer}
          options={props.rates.map((r) => ({ value: r, label: `${r}x` }))}
        />
        {kind === 'video' && (
          <Tooltip title={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}>
            <Button
              type="text"
              icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={props.onToggleFullscreen}
              aria-label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
            />
          </Tooltip>
        )}
      </Flex>
    </ConfigProvider>
  );
}
