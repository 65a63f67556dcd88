import { DEFAULT_LOCALE, isLocale, type Locale } from '#contract/locales';
import type { MailMessage } from './mail';

/**
 * The e-mails Pathshala sends, in the recipient's language (issue 42): a verification code in the language of the
 * form that asked for it, a set-password link in the language of the account's profile. Server code runs no Lingui
 * macro, and these are two letters: their three languages are written here, with the glossary's terms.
 */
type Letter = Omit<MailMessage, 'to'>;

export type FormKind = 'enquiry' | 'teacher_application';

const FORM_NAMES: Record<Locale, Record<FormKind, string>> = {
  'en-IN': { enquiry: 'institution enquiry', teacher_application: 'teacher application' },
  'hi-IN': { enquiry: 'संस्थान की पूछताछ', teacher_application: 'शिक्षक के आवेदन' },
  'pa-IN': { enquiry: 'ਸੰਸਥਾ ਦੀ ਪੁੱਛਗਿੱਛ', teacher_application: 'ਅਧਿਆਪਕ ਦੀ ਅਰਜ਼ੀ' },
};

const verification: Record<Locale, (kind: string, code: string, minutes: number) => Letter> = {
  'en-IN': (kind, code, minutes) => ({
    subject: `Your Pathshala verification code: ${code}`,
    text:
      `Your verification code for your ${kind} is ${code}.\n\n` +
      `It expires in ${minutes} minutes and works once. ` +
      'If you did not fill in a form on Pathshala, you can ignore this e-mail.',
  }),
  'hi-IN': (kind, code, minutes) => ({
    subject: `आपका Pathshala सत्यापन कोड: ${code}`,
    text:
      `आपके ${kind} के लिए सत्यापन कोड ${code} है।\n\n` +
      `यह ${minutes} मिनट में समाप्त हो जाएगा और केवल एक बार काम करेगा। ` +
      'अगर आपने Pathshala पर कोई फ़ॉर्म नहीं भरा है, तो आप इस ईमेल को अनदेखा कर सकते हैं।',
  }),
  'pa-IN': (kind, code, minutes) => ({
    subject: `ਤੁਹਾਡਾ Pathshala ਪੁਸ਼ਟੀ ਕੋਡ: ${code}`,
    text:
      `ਤੁਹਾਡੀ ${kind} ਲਈ ਪੁਸ਼ਟੀ ਕੋਡ ${code} ਹੈ।\n\n` +
      `ਇਹ ${minutes} ਮਿੰਟਾਂ ਵਿੱਚ ਖ਼ਤਮ ਹੋ ਜਾਵੇਗਾ ਅਤੇ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ ਕੰਮ ਕਰੇਗਾ। ` +
      'ਜੇ ਤੁਸੀਂ Pathshala ਉੱਤੇ ਕੋਈ ਫ਼ਾਰਮ ਨਹੀਂ ਭਰਿਆ, ਤਾਂ ਤੁਸੀਂ ਇਸ ਈਮੇਲ ਨੂੰ ਅਣਡਿੱਠਾ ਕਰ ਸਕਦੇ ਹੋ।',
  }),
};

type Account = { name: string; email: string; link: string; hours: number };

const setPassword: Record<Locale, (a: Account) => Letter> = {
  'en-IN': (a) => ({
    subject: 'Your Pathshala account is approved: set your password',
    text:
      `Hello ${a.name},\n\nYour Pathshala account (${a.email}) has been approved. ` +
      `Set your password to sign in:\n\n${a.link}\n\n` +
      `The link works once and expires in ${a.hours} hours. ` +
      'If it has expired, ask your administrator to send a new one.',
  }),
  'hi-IN': (a) => ({
    subject: 'आपका Pathshala खाता स्वीकृत हो गया है: अपना पासवर्ड सेट करें',
    text:
      `नमस्ते ${a.name},\n\nआपका Pathshala खाता (${a.email}) स्वीकृत हो गया है। ` +
      `साइन इन करने के लिए अपना पासवर्ड सेट करें:\n\n${a.link}\n\n` +
      `यह लिंक एक बार काम करता है और ${a.hours} घंटे में समाप्त हो जाएगा। ` +
      'अगर यह समाप्त हो गया है, तो अपने व्यवस्थापक से नया लिंक भेजने के लिए कहें।',
  }),
  'pa-IN': (a) => ({
    subject: 'ਤੁਹਾਡਾ Pathshala ਖਾਤਾ ਮਨਜ਼ੂਰ ਹੋ ਗਿਆ ਹੈ: ਆਪਣਾ ਪਾਸਵਰਡ ਸੈੱਟ ਕਰੋ',
    text:
      `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${a.name},\n\nਤੁਹਾਡਾ Pathshala ਖਾਤਾ (${a.email}) ਮਨਜ਼ੂਰ ਹੋ ਗਿਆ ਹੈ। ` +
      `ਸਾਈਨ ਇਨ ਕਰਨ ਲਈ ਆਪਣਾ ਪਾਸਵਰਡ ਸੈੱਟ ਕਰੋ:\n\n${a.link}\n\n` +
      `ਇਹ ਲਿੰਕ ਇੱਕ ਵਾਰ ਕੰਮ ਕਰਦਾ ਹੈ ਅਤੇ ${a.hours} ਘੰਟਿਆਂ ਵਿੱਚ ਖ਼ਤਮ ਹੋ ਜਾਵੇਗਾ। ` +
      'ਜੇ ਇਹ ਖ਼ਤਮ ਹੋ ਗਿਆ ਹੈ, ਤਾਂ ਆਪਣੇ ਪ੍ਰਸ਼ਾਸਕ ਨੂੰ ਨਵਾਂ ਲਿੰਕ ਭੇਜਣ ਲਈ ਕਹੋ।',
  }),
};

const languageOf = (locale: string | null | undefined): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** The e-mail with a public form's verification code. */
export const verificationLetter = (locale: string | null | undefined, kind: FormKind, code: string, minutes: number) =>
  verification[languageOf(locale)](FORM_NAMES[languageOf(locale)][kind], code, minutes);

/** The e-mail with an approved account's set-password link. */
export const setPasswordLetter = (locale: string | null | undefined, account: Account) =>
  setPassword[languageOf(locale)](account);
