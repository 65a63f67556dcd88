import type { LocalDb } from './local-db';

/** The signed-in user as the service worker sees it (it cannot read localStorage). */
export type DeviceAuth = { userId: string; token: string };

export const rememberAuth = (db: LocalDb, auth: DeviceAuth) => db.meta.put({ key: 'auth', value: auth });
export const forgetAuth = (db: LocalDb) => db.meta.delete('auth');
export async function readAuth(db: LocalDb): Promise<DeviceAuth | null> {
  const record = await db.meta.get('auth');
  return (record?.value as DeviceAuth | undefined) ?? null;
}
