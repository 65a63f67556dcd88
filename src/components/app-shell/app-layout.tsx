// The Mantine styles of the shell's extras (the teacher's sync status), which load in idle turns after the first
// screen, come with the shell: a layered stylesheet added once a page is shown makes the browser restyle and lay out
// the whole page again, one long task (issue 40; tests/e2e/everyone-first-screen-styles.spec.ts).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Text, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2, IconMoon, IconSun, IconX } from '@tabler/icons-react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PublicUser } from '#contract/user';
import { InstallButton } from '../pwa/install-button';
import classes from './app-layout.module.css';
import { moreNavItemsFor, type NavItem, navItemsFor } from './nav-items';
import { UserMenu } from './user-menu';

type Props = { user: PublicUser; onLogout: () => void; topBarExtra?: ReactNode; banner?: ReactNode };

/**
 * Spec 01 §2.3: a fixed sidebar on wide screens, a slide-over menu from a button on small ones. Our own frame, not
 * Mantine's AppShell, whose resizing, aside, footer and scroll-lock parts every signed-in page would otherwise
 * wait for (decision 025).
 */
export function AppLayout({ user, onLogout, topBarExtra, banner }: Props) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  const { i18n, t } = useLingui();
  const items = navItemsFor(user.role);
  const more = moreNavItemsFor(user.role);
  // One item is the current page: the most specific that holds it (/students/import is Import Students, not Students).
  const current = [...items, ...more]
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .reduce<string | undefined>((best, item) => (best && best.length >= item.to.length ? best : item.to), undefined);
  const link = (item: NavItem) => {
    const active = item.to === current;
    return (
      <Link
        key={item.to}
        to={item.to}
        className={classes.link}
        // The router marks a link current on any path under it too (/students on /students/import): only exact here.
        activeOptions={{ exact: true }}
        aria-current={active ? 'page' : undefined}
        onClick={close}
      >
        {i18n._(item.label)}
      </Link>
    );
  };

  return (
    <>
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            hiddenFrom="sm"
            onClick={toggle}
            aria-label={t`Open menu`}
            aria-expanded={opened}
            aria-controls="main-navigation"
          >
            {opened ? <IconX size={20} /> : <IconMenu2 size={20} />}
          </ActionIcon>
          <Text component={Link} to="/dashboard" fw={700} size="lg" c="blue">
            Pathshala
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {topBarExtra}
          <InstallButton />
          <ActionIcon variant="subtle" onClick={toggleColorScheme} aria-label={t`Toggle colour scheme`}>
            {colorScheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
          </ActionIcon>
          <UserMenu user={user} onLogout={onLogout} />
        </Group>
      </header>
      <nav
        id="main-navigation"
        className={classes.navbar}
        aria-label={t`Main navigation`}
        data-opened={opened || undefined}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        {items.map(link)}
        {more.length > 0 && (
          <div className={classes.group}>
            <div className={classes.groupLabel}>
              <Trans>More</Trans>
            </div>
            {more.map(link)}
          </div>
        )}
      </nav>
      <main className={classes.main}>
        {banner}
        <Outlet />
      </main>
    </>
  );
}
