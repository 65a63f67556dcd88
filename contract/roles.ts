export const ROLES = ['admin', 'institution_manager', 'school_manager', 'teacher', 'student'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'System Admin',
  institution_manager: 'Institution Manager',
  school_manager: 'School Manager',
  teacher: 'Teacher',
  student: 'Student',
};

export const USER_STATUSES = ['active', 'pending', 'suspended'] as const;
/** The statuses as words inside the server's sentences ('status pending → active'): translated as values only. */
export const USER_STATUS_WORDS = { active: 'active', pending: 'pending', suspended: 'suspended' } as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
