import { eq } from 'drizzle-orm';
import { SESSION_MESSAGES as M } from '../../../contract/class-sessions';
import { classSessions } from '../../db/schema/teaching';
import { currentUser } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { canSeeClass, canSeeSchool, scopeOf } from '../../lib/scope';
import { isUuid } from '../session-progress/session-progress.service';
import type { SessionRow } from './class-sessions.view';

async function load(c: AppContext, id: string): Promise<SessionRow> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [session] = await c.var.db.select().from(classSessions).where(eq(classSessions.id, id)).limit(1);
  if (!session) throw notFound(M.notFound);
  return session;
}

/**
 * A session the caller may read: admins all; managers those of their schools; teachers their own and those
 * of the classes they teach. Anything else answers 404.
 */
export async function readableSession(c: AppContext, id: string): Promise<SessionRow> {
  const session = await load(c, id);
  const user = currentUser(c);
  if (session.teacherId === user.id) return session;
  const scope = await scopeOf(c);
  const visible =
    user.role === 'teacher'
      ? canSeeClass(scope, session.schoolId, session.classLevel)
      : canSeeSchool(scope, session.schoolId);
  if (!visible) throw notFound(M.notFound);
  return session;
}

/**
 * A session the caller may change (move, end, edit, delete): only the teacher who owns it. A session of a
 * school the caller cannot see answers 404; one they can see but do not own answers 403.
 */
export async function ownSession(c: AppContext, id: string): Promise<SessionRow> {
  const session = await load(c, id);
  const user = currentUser(c);
  if (session.teacherId === user.id) return session;
  if (!canSeeSchool(await scopeOf(c), session.schoolId)) throw notFound(M.notFound);
  throw forbidden(M.notOwner);
}
