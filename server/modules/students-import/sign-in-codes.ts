import { randomInt } from 'node:crypto';
import { SIGN_IN_CODE } from '#contract/students-import';

/** A random one-time sign-in code (contract SIGN_IN_CODE): the imported student's first password. */
export function newSignInCode(): string {
  let code = '';
  for (let i = 0; i < SIGN_IN_CODE.length; i++) code += SIGN_IN_CODE.alphabet[randomInt(SIGN_IN_CODE.alphabet.length)];
  return code;
}

/** The address the card's QR code opens: the sign-in page with the e-mail filled in. */
export const signInUrl = (publicUrl: string, email: string) => `${publicUrl}/login?email=${encodeURIComponent(email)}`;
