import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import type { ReactNode } from 'react';

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
    <Group justify="space-between" gap="xs" px="sm" py={6} wrap="wrap" style={{ borderBottom: '1px solid #25282f' }}>
      <div style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Text size="sm" fw={700} truncate c="gray.0">
          {heading}
        </Text>
        <Text size="xs" c="gray.5" truncate aria-live="polite">
          Slide {current} of {total}
          {title ? ` · ${title}` : ''}
        </Text>
      </div>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {fromDevice && (
          <Badge
            color="gray"
            variant="outline"
            title="Slides and progress come from this device; changes sync when online"
          >
            From this device
          </Badge>
        )}
        {extra}
        <Tooltip label={fullScreen ? 'Exit full screen (F)' : 'Full screen (F)'}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onFullScreen}
            aria-label={fullScreen ? 'Exit full screen' : 'Full screen'}
          >
            {fullScreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
          </ActionIcon>
        </Tooltip>
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel Session
        </Button>
        <Button size="xs" color="red" onClick={onEnd}>
          End Session
        </Button>
      </Group>
    </Group>
  );
}
