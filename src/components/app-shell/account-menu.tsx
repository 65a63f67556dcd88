import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, Text } from '@mantine/core';
import { IconCheck, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '#contract/locales';
import { ROLE_LABELS, isRole } from '#contract/roles';
import { contractText } from '#src/i18n/contract-text';
import type { PublicUser } from '#contract/user';
import { chooseLocale } from '#src/i18n/i18n';
import { usesOwnDigits } from '#src/i18n/intl-format';
import { chooseProfileDigits, saveProfileLocale } from '#src/i18n/profile-locale';
import { AvatarButton } from './avatar-button';

type Props = { user: PublicUser; onLogout: () => void; defaultOpened?: boolean };

/** Shows the language now and keeps it on the profile (offline, once the server can be reached: profile-locale.ts). */
function switchTo(locale: Locale) {
  void chooseLocale(locale).then(() => saveProfileLocale(locale).catch(() => undefined));
}

/** Hindi's or Punjabi's own digits for numbers and dates (Latin by default, as schools' forms use). */
function OwnDigitsItem({ devanagari }: { devanagari: boolean }) {
  const { t } = useLingui();
  const own = usesOwnDigits();
  return (
    <Menu.Item
      role="menuitemcheckbox"
      aria-checked={own}
      leftSection={<IconCheck size={16} visibility={own ? 'visible' : 'hidden'} />}
      onClick={() => chooseProfileDigits(!own)}
    >
      {devanagari ? t`Devanagari digits (१२३)` : t`Gurmukhi digits (੧੨੩)`}
    </Menu.Item>
  );
}

/**
 * The avatar menu of spec 01 §2.3: name, e-mail, role label, Settings and Log out, and the language (issue 42).
 * Loaded by user-menu.tsx.
 */
export function AccountMenu({ user, onLogout, defaultOpened }: Props) {
  const { i18n, t } = useLingui();
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
          <Text size="xs">{isRole(user.role) ? contractText(ROLE_LABELS[user.role]) : user.role}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Label>{t`Language`}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            aria-current={i18n.locale === locale ? 'true' : undefined}
            leftSection={<IconCheck size={16} visibility={i18n.locale === locale ? 'visible' : 'hidden'} />}
            onClick={() => switchTo(locale)}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
        {i18n.locale !== DEFAULT_LOCALE && <OwnDigitsItem devanagari={i18n.locale === 'hi-IN'} />}
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          <Trans>Settings</Trans>
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
