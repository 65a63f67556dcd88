import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LinkButton } from './link-button';

type EditRoute = '/users/$id/edit' | '/institutions/$id/edit' | '/schools/$id/edit';
type Props = {
  /** What the row is, for the buttons' accessible names ('View X', 'Edit X'). */
  name: string;
  onView: () => void;
  /** The edit screen of the row, when the caller may edit it. */
  edit?: { to: EditRoute; id: string };
  /** Actions before View (e.g. Approve). */
  children?: ReactNode;
};

/** The View and Edit buttons at the end of a list row. */
export function RowActions({ name, onView, edit, children }: Props) {
  const { t } = useLingui();
  return (
    <Group gap={6} justify="flex-end" wrap="wrap">
      {children}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconEye size={14} />}
        onClick={onView}
        aria-label={t`View ${name}`}
      >
        <Trans>View</Trans>
      </Button>
      {edit && (
        <LinkButton
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} />}
          to={edit.to}
          params={{ id: edit.id }}
          aria-label={t`Edit ${name}`}
        >
          <Trans>Edit</Trans>
        </LinkButton>
      )}
    </Group>
  );
}
