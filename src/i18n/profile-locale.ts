import { auth } from '#contract/auth-endpoints';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#contract/locales';
import type { PublicUser } from '#contract/user';
import { call } from '#src/lib/api-call';
import { session } from '#src/lib/session';
import { chooseLocale, i18n, startingLocale } from './i18n';
import { chooseOwnDigits, usesOwnDigits } from './intl-format';

/**
 * The language on the user's profile (issue 42), with their choice of digits: chosen once, they follow the user to
 * their other devices. A choice
 * made while the server could not be reached waits on the device (UNSAVED, with whose choice it is: another user
 * signing in on this device does not send it to their profile) and goes to the profile when it can.
 */
const UNSAVED = 'pathshala.locale.unsaved';

function unsavedFor(userId: string | undefined): boolean {
  try {
    return Boolean(userId) && localStorage.getItem(UNSAVED) === userId;
  } catch {
    return false;
  }
}
function markUnsaved(userId: string | null) {
  try {
    if (userId) localStorage.setItem(UNSAVED, userId);
    else localStorage.removeItem(UNSAVED);
  } catch {
    // Private mode: the profile is told at the next choice.
  }
}

/** Saves the signed-in user's language and digits on their profile; offline, they wait for their next start online. */
export async function saveProfileLocale(locale: Locale): Promise<void> {
  markUnsaved(session.user()?._id ?? null);
  await call(auth.setLocale, { body: { locale, digits: usesOwnDigits() ? 'own' : 'latin' } });
  markUnsaved(null);
}

/** Shows numbers in the language's own digits, or Latin ones, at once, and keeps the choice on the profile. */
export function chooseProfileDigits(own: boolean): void {
  chooseOwnDigits(own);
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  void saveProfileLocale(locale).catch(() => undefined);
}

/**
 * After a sign-in or a confirmed start: a choice still waiting on this device goes to the profile; otherwise the
 * profile's choice, made here or on another device, is shown. A profile without one takes the device's language,
 * when the reader chose one that is not English (on the sign-in page, say).
 */
export async function followProfileLocale(user: Pick<PublicUser, '_id' | 'locale' | 'digits'>): Promise<void> {
  const here = isLocale(i18n.locale) ? i18n.locale : startingLocale();
  if (unsavedFor(user._id) || (!user.locale && here !== DEFAULT_LOCALE)) {
    await saveProfileLocale(here).catch(() => undefined);
    return;
  }
  // The profile's digits first: the language's switch below then renders once, with them.
  if (user.digits && (user.digits === 'own') !== usesOwnDigits()) chooseOwnDigits(user.digits === 'own');
  if (user.locale && user.locale !== here) await chooseLocale(user.locale).catch(() => undefined);
}
