import { Badge } from '@mantine/core';

/**
 * User status badges of spec 02 §4: active default (filled), pending secondary (grey), suspended destructive
 * (red). Institution and school statuses only tell active from other.
 */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const value = status || 'unknown';
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
      {value}
    </Badge>
  );
}
