import { ActionIcon, AppShell, Burger, Group, NavLink, Text, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PublicUser } from '#contract/user';
import { InstallButton } from '../pwa/install-button';
import { navItemsFor } from './nav-items';
import { UserMenu } from './user-menu';

type Props = { user: PublicUser; onLogout: () => void; topBarExtra?: ReactNode; banner?: ReactNode };

/** Spec 01 §2.3: a fixed sidebar on wide screens, a slide-over menu from a button on small ones. */
export function AppLayout({ user, onLogout, topBarExtra, banner }: Props) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  const items = navItemsFor(user.role);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Open menu" />
            <Text component={Link} to="/dashboard" fw={700} size="lg" c="blue">
              Pathshala
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {topBarExtra}
            <InstallButton />
            <ActionIcon variant="subtle" onClick={toggleColorScheme} aria-label="Toggle colour scheme">
              {colorScheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
            </ActionIcon>
            <UserMenu user={user} onLogout={onLogout} />
          </Group>
        </Group>
      </AppShell.Header>
      {/* The browser's own scrolling: Mantine's ScrollArea would bring floating-ui into every signed-in page. */}
      <AppShell.Navbar p="xs" aria-label="Main navigation" style={{ overflowY: 'auto' }}>
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        {banner}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
