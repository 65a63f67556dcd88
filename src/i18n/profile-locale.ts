import { auth } from '#contract/auth-endpoints';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#contract/locales';
import type { PublicUser } from '#contract/user';
import { call } from '#src/lib/api-call';
import { chooseLocale, i18n, startingLocale } from './i18n';

/**
 * The language on the user's profile (issue 42): chosen once, it follows the user to their other devices. A choice
 * made while the server could not be reached waits on the device (UNSAVED) and goes to the profile when it can.
 */
const UNSAVED = 'pathshala.locale.unsaved';

function unsaved(): boolean {
  try {
    return localStorage.getItem(UNSAVED) === '1';
  } catch {
    return false;
  }
}
function markUnsaved(value: boolean) {
  try {
    if (value) localStorage.setItem(UNSAVED, '1');
    else localStorage.removeItem(UNSAVED);
  } catch {
    // Private mode: the profile is told at the next choice.
  }
}

/** Saves a signed-in user's choice on their profile; offline, it waits for the next start online. */
export async function saveProfileLocale(locale: Locale): Promise<void> {
  markUnsaved(true);
  await call(auth.setLocale, { body: { locale } });
  markUnsaved(false);
}

/**
 * After a sign-in or a confirmed start: a choice still waiting on this device goes to the profile; otherwise the
 * profile's choice, made here or on another device, is shown. A profile without one takes the device's language,
 * when the reader chose one that is not English (on the sign-in page, say).
 */
export async function followProfileLocale(user: Pick<PublicUser, 'locale'>): Promise<void> {
  const here = isLocale(i18n.locale) ? i18n.locale : startingLocale();
  if (unsaved() || (!user.locale && here !== DEFAULT_LOCALE)) {
    await saveProfileLocale(here).catch(() => undefined);
    return;
  }
  if (user.locale && user.locale !== here) await chooseLocale(user.locale).catch(() => undefined);
}
