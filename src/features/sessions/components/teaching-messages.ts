import { t } from '@lingui/core/macro';
import { contractText } from '#src/i18n/contract-text';
import { GENERIC_START, SessionClosedError } from '#src/offline/page/teaching/teaching-session';
import { SlidesNotOnDeviceError, TeachingError } from '#src/offline/page/teaching/teaching-types';

/** A class another tab (or window) closed, or that left this device, as the teacher reads it. */
export function closedMessage(status: SessionClosedError['status']): string {
  if (status === 'cancelled') return t`This class was cancelled in another tab or window.`;
  if (status === 'ended') return t`This class was already ended in another tab or window.`;
  return t`This class is no longer on this device.`;
}

/**
 * What the teacher reads of a failed start, resume or change: the device's own failures in their language, a
 * refusal by the server as it came (translated when it is one of the contract's), anything else as a start that
 * failed.
 */
export function messageOf(error: unknown): string {
  if (error instanceof SessionClosedError) return closedMessage(error.status);
  if (error instanceof SlidesNotOnDeviceError) {
    const { classLevel } = error;
    return error.connectToStart
      ? t`The slides of Class ${classLevel} are not on this device yet. Connect to the internet to start this class.`
      : t`The slides of Class ${classLevel} are not on this device yet.`;
  }
  if (error instanceof TeachingError && error.message !== GENERIC_START) return contractText(error.message);
  return t`Failed to start session`;
}
