import type { EndpointArea } from './endpoint';
import { assessments } from './assessments-endpoints';
import { surveys } from './surveys-endpoints';
import { courseMaterials } from './course-materials-endpoints';
import { explainerVideos } from './explainer-videos-endpoints';
import { sessionProgress, sessions } from './sessions-endpoints';
import { schools } from './schools-endpoints';
import { institutions } from './institutions-endpoints';
import { classes } from './classes-endpoints';
import { auth } from './auth-endpoints';
import { schoolManagers, students, teachers, users } from './people-endpoints';
import { analytics } from './analytics-endpoints';
import { publicForms } from './public-forms-endpoints';
import { publicFormsAdmin } from './public-forms-admin-endpoints';
import { mailbox, system } from './system-endpoints';

/**
 * Every area's endpoints by name (`sessions.endSession`): what the server mounts, what the API tests call and check
 * (server/testing/api-client.ts). The client imports an area's entries directly, never this registry (bundles).
 * The areas not yet described here are listed in server/endpoints.test.ts (issue 41 moves them one by one).
 */
export const endpoints = {
  sessions,
  sessionProgress,
  schools,
  institutions,
  classes,
  courseMaterials,
  explainerVideos,
  assessments,
  surveys,
  auth,
  users,
  teachers,
  students,
  schoolManagers,
  analytics,
  publicForms,
  publicFormsAdmin,
  mailbox,
  system,
} satisfies Record<string, EndpointArea>;
export type Endpoints = typeof endpoints;
