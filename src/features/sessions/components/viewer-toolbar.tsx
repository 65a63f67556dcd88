import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Text } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import classes from './viewer-toolbar.module.css';
import { LazyTooltip } from '#src/components/lazy-tooltip';

type Props = {
  heading: string;
  current: number;
  total: number;
  title: string;
  fullScreen: boolean;
  fromDevice: boolean;
  onFullScreen: () => void;
  onCancel: () => void;
  onEnd: () => void;
  extra?: ReactNode;
};

/** The viewer's top bar: the class, where the class is in the deck, full screen, Cancel Session, End Session. */
export function ViewerToolbar({
  heading,
  current,
  total,
  title,
  fullScreen,
  fromDevice,
  onFullScreen,
  onCancel,
  onEnd,
  extra,
}: Props) {
  return (
    <div className={classes.bar}>
      <div className={classes.heading}>
        <Text size="sm" fw={700} truncate c="gray.0">
          {heading}
        </Text>
        <Text size="xs" c="gray.5" truncate aria-live="polite">
          <Trans>
            Slide {current} of {total}
          </Trans>
          {title ? ` · ${title}` : ''}
        </Text>
      </div>
      <ToolbarControls
        fullScreen={fullScreen}
        fromDevice={fromDevice}
        onFullScreen={onFullScreen}
        onCancel={onCancel}
        onEnd={onEnd}
        extra={extra}
      />
    </div>
  );
}

type ControlsProps = Pick<Props, 'fullScreen' | 'fromDevice' | 'onFullScreen' | 'onCancel' | 'onEnd' | 'extra'>;

/** Status and actions: the same on every slide, so a move does not re-render them (their tooltips are costly). */
const ToolbarControls = memo(function ToolbarControls({
  fullScreen,
  fromDevice,
  onFullScreen,
  onCancel,
  onEnd,
  extra,
}: ControlsProps) {
  const { t } = useLingui();
  return (
    <>
      <div className={classes.status}>
        {fromDevice && (
          <Badge
            color="gray"
            variant="outline"
            title={t`Slides and progress come from this device; changes sync when online`}
          >
            <Trans>From this device</Trans>
          </Badge>
        )}
        {extra}
        <LazyTooltip label={fullScreen ? t`Exit full screen (F)` : t`Full screen (F)`}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onFullScreen}
            aria-label={fullScreen ? t`Exit full screen` : t`Full screen`}
          >
            {fullScreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
          </ActionIcon>
        </LazyTooltip>
      </div>
      <div className={classes.actions}>
        <Button size="xs" variant="default" onClick={onCancel}>
          <Trans>Cancel Session</Trans>
        </Button>
        <Button size="xs" color="red" onClick={onEnd}>
          <Trans>End Session</Trans>
        </Button>
      </div>
    </>
  );
});
