import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, type ReactNode, forwardRef } from 'react';
import { inOwnDigits } from '#src/i18n/intl-format';

export type StatCardProps = {
  label: string;
  value: ReactNode;
  /** A short line under the figure: what it counts, or why there is none. */
  hint?: ReactNode;
  icon?: ReactNode;
  color?: string;
  /** A smaller figure for text values (a school's name). */
  compact?: boolean;
};

function StatBody({ label, value, hint, icon, color = 'blue', compact = false }: StatCardProps) {
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {icon && (
          <ThemeIcon variant="light" color={color} size="md" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
      </Group>
      <Text fw={700} fz={compact ? 'lg' : 28} lh={1.2} data-stat={label} style={{ overflowWrap: 'anywhere' }}>
        {/* A figure in the reader's own digits when they chose them; a text value (compact: a name) as it is. */}
        {!compact && (typeof value === 'number' || typeof value === 'string') ? inOwnDigits(String(value)) : value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </>
  );
}

/** A figure with its label (a group named by the label, so tests and screen readers find it). */
export function StatCard(props: StatCardProps) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={props.label} h="100%">
      <StatBody {...props} />
    </Paper>
  );
}

type AnchorProps = StatCardProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof StatCardProps>;

const AnchorStatCard = forwardRef<HTMLAnchorElement, AnchorProps>(
  ({ label, value, hint, icon, color, compact, ...rest }, ref) => (
    <Paper
      component="a"
      ref={ref}
      withBorder
      p="md"
      radius="md"
      h="100%"
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
      {...rest}
    >
      <StatBody label={label} value={value} hint={hint} icon={icon} color={color} compact={compact} />
    </Paper>
  ),
);
AnchorStatCard.displayName = 'AnchorStatCard';

/** A stat card that is a typed router link (the whole card is the target). */
export const StatCardLink = createLink(AnchorStatCard);
