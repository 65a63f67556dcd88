import type { DeviceStamp } from './device-records';
import type { LocalDb } from './local-db';

const DEVICE_ID = 'deviceId';
const DEVICE_SEQ = 'deviceSeq';

/**
 * The next stamp of this device (device-records.ts DeviceStamp): its id, made once, and a counter. Call it inside
 * an rw transaction that includes `db.meta`, with the writes it stamps: IndexedDB runs such transactions one after
 * another across tabs and the service worker, so every change of the device gets its own, increasing number.
 */
export async function nextStamp(db: LocalDb): Promise<DeviceStamp> {
  let deviceId = (await db.meta.get(DEVICE_ID))?.value as string | undefined;
  if (!deviceId) {
    deviceId = crypto.randomUUID();
    await db.meta.put({ key: DEVICE_ID, value: deviceId });
  }
  const seq = (((await db.meta.get(DEVICE_SEQ))?.value as number | undefined) ?? 0) + 1;
  await db.meta.put({ key: DEVICE_SEQ, value: seq });
  return { deviceId, seq };
}

/** This device's id, or null before its first change. */
export async function deviceIdOf(db: LocalDb): Promise<string | null> {
  return ((await db.meta.get(DEVICE_ID))?.value as string | undefined) ?? null;
}
