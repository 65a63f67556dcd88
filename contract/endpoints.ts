import type { EndpointArea } from './endpoint';
import { sessionProgress, sessions } from './sessions-endpoints';

/**
 * Every area's endpoints by name (`sessions.endSession`): what the server mounts, what the API tests call and check
 * (server/testing/api-client.ts). The client imports an area's entries directly, never this registry (bundles).
 * The areas not yet described here are listed in server/endpoints.test.ts (issue 41 moves them one by one).
 */
export const endpoints = {
  sessions,
  sessionProgress,
} satisfies Record<string, EndpointArea>;
export type Endpoints = typeof endpoints;
