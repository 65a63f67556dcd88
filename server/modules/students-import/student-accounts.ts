import { hash } from '@node-rs/argon2';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/people';

/**
 * argon2id for the one-time sign-in codes of imported students. The sign-in profile (19 MiB, t=2) costs ~7 ms of
 * CPU per hash here: 37 s for 5,000 students on 2 cores. This one (2 MiB, t=1) costs ~0.3 ms. A code is random
 * (about 49 bits), so even at this cost a stolen hash takes far longer to guess than the code lives: it is replaced
 * at the first sign-in (must_change_password), with the full profile.
 */
const DEFAULT_PASSWORD_ARGON2 = { algorithm: 2, memoryCost: 2048, timeCost: 1, parallelism: 1 } as const;
/** libuv runs 4 hashes at once by default; more in flight only queues. */
const HASH_CONCURRENCY = 4;

export async function hashSignInCodes(passwords: string[]): Promise<string[]> {
  const out = new Array<string>(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      out[i] = await hash(passwords[i] as string, DEFAULT_PASSWORD_ARGON2);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, passwords.length) }, worker));
  return out;
}

/** 'Sunrise Public School, Mohali' → 'sunrise-public-school-mohali'. */
export function schoolSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'school';
}

const localPart = (studentId: string) =>
  studentId
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 64) || 'student';

/**
 * Sign-in e-mails from student IDs: <student_id>@students.<school-slug>.pathshala.local, lower case. Where that
 * address is taken (two IDs that differ only in case or punctuation, or a school of the same name) a suffix
 * -2, -3 … is added. Taken addresses are looked up through the unique lower(email) index, a few rounds at most.
 */
export async function allocateEmails(db: Db, studentIds: string[], schoolName: string): Promise<string[]> {
  const domain = `students.${schoolSlug(schoolName)}.pathshala.local`;
  const bases = studentIds.map(localPart);
  const emails = new Array<string>(studentIds.length);
  const assigned = new Set<string>();
  let pending = bases.map((_, i) => i);
  const attempt = new Array<number>(studentIds.length).fill(1);

  while (pending.length > 0) {
    const candidates = pending.map((i) => `${bases[i]}${attempt[i] === 1 ? '' : `-${attempt[i]}`}@${domain}`);
    const taken = await takenEmails(db, candidates);
    const retry: number[] = [];
    pending.forEach((i, k) => {
      const candidate = candidates[k] as string;
      if (taken.has(candidate) || assigned.has(candidate)) {
        attempt[i] = (attempt[i] ?? 1) + 1;
        retry.push(i);
      } else {
        assigned.add(candidate);
        emails[i] = candidate;
      }
    });
    pending = retry;
  }
  return emails;
}

async function takenEmails(db: Db, candidates: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < candidates.length; i += 1000) {
    const chunk = candidates.slice(i, i + 1000);
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, chunk));
    for (const row of rows) taken.add(row.email);
  }
  return taken;
}
