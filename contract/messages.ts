import { ACTIVITY_MESSAGES } from './activity-messages';
import { ANALYTICS_MESSAGES, TEACHER_PERIOD_LABELS } from './analytics';
import { APPROVAL_MESSAGES } from './approvals';
import { ASSESSMENT_MESSAGES } from './assessments';
import { AUTH_MESSAGES } from './auth';
import { CLASS_LEVEL_MESSAGES } from './class-level';
import { REGISTER_MESSAGES } from './class-register';
import { COURSE_MATERIAL_MESSAGES } from './course-materials';
import { DUE_DATE_MESSAGES } from './due-date';
import { DURATION_PHRASES } from './durations';
import { VIDEO_MESSAGES } from './explainer-videos';
import { HEALTH_MESSAGES } from './health-messages';
import { INSIGHT_MESSAGES } from './insight-messages';
import { INSTITUTION_MESSAGES } from './institutions';
import { PASSWORD_LINK_MESSAGES } from './password-links';
import { MANAGER_ADDITION_MESSAGES, USER_MESSAGES } from './people-accounts';
import { PUBLIC_FORM_MESSAGES } from './public-forms';
import { ROLE_LABELS, USER_STATUS_WORDS } from './roles';
import { SCHOOL_MESSAGES } from './schools';
import { SERVER_MESSAGES } from './server-messages';
import { SESSION_MESSAGES } from './sessions';
import { SESSION_EXPORT_MESSAGES } from './sessions-export';
import { IMPORT_MESSAGES } from './students-import';
import { SUGGESTED_SURVEY_PROMPTS, SURVEY_MESSAGES } from './surveys';
import { UNSENT_MESSAGES } from './unsent-changes';
import { isValued } from './valued';

/**
 * Every group of the contract's messages (and of the names it gives, such as roles'), by the name that starts their
 * ids: SCHOOL_MESSAGES.name is 'school.name' (issue 42). The server answers in English, as the error shape always had it; a page in another
 * language finds a message's id by its English text and shows the catalog's translation (src/i18n/contract-text.ts).
 */
export const MESSAGE_GROUPS = {
  activity: ACTIVITY_MESSAGES,
  analytics: ANALYTICS_MESSAGES,
  approval: APPROVAL_MESSAGES,
  assessment: ASSESSMENT_MESSAGES,
  auth: AUTH_MESSAGES,
  classLevel: CLASS_LEVEL_MESSAGES,
  courseMaterial: COURSE_MATERIAL_MESSAGES,
  dueDate: DUE_DATE_MESSAGES,
  duration: DURATION_PHRASES,
  health: HEALTH_MESSAGES,
  import: IMPORT_MESSAGES,
  insight: INSIGHT_MESSAGES,
  institution: INSTITUTION_MESSAGES,
  managerAddition: MANAGER_ADDITION_MESSAGES,
  passwordLink: PASSWORD_LINK_MESSAGES,
  publicForm: PUBLIC_FORM_MESSAGES,
  register: REGISTER_MESSAGES,
  role: ROLE_LABELS,
  school: SCHOOL_MESSAGES,
  server: SERVER_MESSAGES,
  session: SESSION_MESSAGES,
  sessionExport: SESSION_EXPORT_MESSAGES,
  survey: SURVEY_MESSAGES,
  surveySuggestion: SUGGESTED_SURVEY_PROMPTS,
  teacherPeriod: TEACHER_PERIOD_LABELS,
  unsent: UNSENT_MESSAGES,
  user: USER_MESSAGES,
  userStatus: USER_STATUS_WORDS,
  video: VIDEO_MESSAGES,
} as const;

export type ContractMessage = { id: string; message: string };

/**
 * Every message with its id, each text once (the first id that has it): a fixed one as it reads, one built from
 * values (contract/valued.ts) as its template ('Class {label} is not offered by the selected school').
 */
export function contractMessages(): ContractMessage[] {
  const seen = new Set<string>();
  const list: ContractMessage[] = [];
  for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
    for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
      const message = isValued(value) ? value.template : value;
      if (typeof message !== 'string' || seen.has(message)) continue;
      seen.add(message);
      list.push({ id: `${group}.${key}`, message });
    }
  }
  return list;
}
