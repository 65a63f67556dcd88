import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isRole, ROLE_LABELS, ROLES, USER_STATUSES, type UserStatus } from '#contract/roles';
import { contractText } from '#src/i18n/contract-text';

/** A user's status in a choice of the form ('Active'), the same words as the status filter's. */
const STATUS_NAMES: Record<UserStatus, MessageDescriptor> = {
  active: msg`Active`,
  pending: msg`Pending`,
  suspended: msg`Suspended`,
};

/** The same in a filter's chip ('Status: active'), lower case as the status badge's words (context 'status'). */
const STATUS_WORDS: Record<UserStatus, MessageDescriptor> = {
  active: msg({ message: 'active', context: 'status' }),
  pending: msg({ message: 'pending', context: 'status' }),
  suspended: msg({ message: 'suspended', context: 'status' }),
};

const isStatus = (value: string): value is UserStatus => (USER_STATUSES as readonly string[]).includes(value);

/** Names of roles (the contract's, by their ids) and statuses in the reader's language; an unknown value as it is. */
export function usePeopleLabels() {
  const { i18n } = useLingui();
  return {
    role: (role: string) => (isRole(role) ? contractText(ROLE_LABELS[role]) : role),
    statusWord: (status: string) => (isStatus(status) ? i18n._(STATUS_WORDS[status]) : status),
    roleOptions: () => ROLES.map((r) => ({ value: r, label: contractText(ROLE_LABELS[r]) })),
    statusOptions: () => USER_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_NAMES[s]) })),
  };
}
