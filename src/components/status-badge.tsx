import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** The statuses' words, lower case as the server's values (the badge capitalises them). */
const LABELS: Record<string, MessageDescriptor> = {
  active: msg({ message: 'active', context: 'status' }),
  pending: msg({ message: 'pending', context: 'status' }),
  suspended: msg({ message: 'suspended', context: 'status' }),
  inactive: msg({ message: 'inactive', context: 'status' }),
  unknown: msg({ message: 'unknown', context: 'status' }),
};

/**
 * User status badges of spec 02 §4: active default (filled), pending secondary (grey), suspended destructive
 * (red). Institution and school statuses only tell active from other.
 */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { i18n } = useLingui();
  const value = status || 'unknown';
  const label = Object.hasOwn(LABELS, value) ? LABELS[value] : undefined;
  const look =
    value === 'active'
      ? { variant: 'filled', color: 'blue' }
      : value === 'pending'
        ? { variant: 'light', color: 'gray' }
        : value === 'suspended'
          ? { variant: 'filled', color: 'red' }
          : { variant: 'outline', color: 'gray' };
  return (
    <Badge variant={look.variant} color={look.color} tt="capitalize" style={{ minWidth: 'max-content' }}>
      {label ? i18n._(label) : value}
    </Badge>
  );
}
