import { useLingui } from '@lingui/react/macro';
import { Avatar, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import type { PublicUser } from '#contract/user';

type Props = UnstyledButtonProps & ComponentPropsWithRef<'button'> & { user: Pick<PublicUser, 'name'> };

/** The account menu's button: the user's initial. Menu.Target gives it its ref and handlers. */
export function AvatarButton({ user, ...props }: Props) {
  const { t } = useLingui();
  return (
    <UnstyledButton aria-label={t`Account menu`} {...props}>
      <Avatar color="blue" radius="xl">
        {user.name.trim().charAt(0).toUpperCase()}
      </Avatar>
    </UnstyledButton>
  );
}
