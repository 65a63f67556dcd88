import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ROLE_LABELS, isRole } from '#contract/roles';
import type { PublicUser } from '#contract/user';

/** The avatar menu of spec 01 §2.3: name, e-mail, role label, Settings and Log out. */
export function UserMenu({ user, onLogout }: { user: PublicUser; onLogout: () => void }) {
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Avatar color="blue" radius="xl">
            {user.name.trim().charAt(0).toUpperCase()}
          </Avatar>
        </UnstyledButton>
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
