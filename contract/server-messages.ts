/**
 * The server's own answers that belong to no area: the request itself, permissions and the server's state. They
 * have ids like every area's messages (contract/messages.ts), so a page can show them in its reader's language.
 */
export const SERVER_MESSAGES = {
  invalidRequest: 'Invalid request',
  requestFailed: 'Request failed',
  tooLarge: 'The request is too large',
  badJson: 'The request body is not valid JSON',
  wrongContentType: 'The request body must be JSON (Content-Type: application/json)',
  unauthenticated: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  busy: 'The server is busy. Please try again in a moment.',
  failed: 'Something went wrong on the server. Please try again.',
  diskFull: "The server's disk is full: nothing was saved. Ask your administrator to free space.",
} as const;
