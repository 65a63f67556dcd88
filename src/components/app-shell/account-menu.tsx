import { Menu, Text } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ROLE_LABELS, isRole } from '#contract/roles';
import type { PublicUser } from '#contract/user';
import { AvatarButton } from './avatar-button';

type Props = { user: PublicUser; onLogout: () => void; defaultOpened?: boolean };

/** The avatar menu of spec 01 §2.3: name, e-mail, role label, Settings and Log out. Loaded by user-menu.tsx. */
export function AccountMenu({ user, onLogout, defaultOpened }: Props) {
  return (
    <Menu position="bottom-end" width={240} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AvatarButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" truncate>
            {user.email}
          </Text>
          <Text size="xs">{isRole(user.role) ? ROLE_LABELS[user.role] : user.role}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
