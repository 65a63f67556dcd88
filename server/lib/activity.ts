import type { Db } from '../db/client';
import { activityLog } from '../db/schema/system';

export type Activity = {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  description: string;
  meta?: Record<string, unknown>;
};

/** Every change is written here; the admin dashboard's System Activity reads it. */
export async function logActivity(db: Db, activity: Activity): Promise<void> {
  await db.insert(activityLog).values(activity);
}
