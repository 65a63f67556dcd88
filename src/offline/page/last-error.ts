import { t } from '@lingui/core/macro';
import { contractText } from '#src/i18n/contract-text';
import { NO_CONNECTION, REFUSED } from '#src/offline/worker/outbox-rules';

/** How a device noted its own failures before they were codes: English, still on devices in the field. */
const OLD_NO_CONNECTION = 'No connection to the server';
const OLD_REFUSED = /^Refused \((.*)\)$/;

/**
 * A change's last failure (its `lastError`) as the teacher reads it: the device's own notes (outbox-rules.ts) in
 * the teacher's language, the server's message as it came (translated when it is one of the contract's).
 */
export function lastErrorText(lastError: string): string {
  if (lastError === NO_CONNECTION || lastError === OLD_NO_CONNECTION) return t`No connection to the server`;
  const status = lastError.startsWith(REFUSED) ? lastError.slice(REFUSED.length) : OLD_REFUSED.exec(lastError)?.[1];
  if (status !== undefined) return t`Refused (${status})`;
  return contractText(lastError);
}
