import { loadEnv } from '#server/env';
import { openDatabase } from '../client';
import { demoLogins, seedIfEmpty } from './seed';

// `npm run db:seed`: migrates and loads the demo data into an empty database.
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
await database.migrate();
const seeded = await seedIfEmpty(database.db, env);
console.log(seeded ? 'Demo data loaded.' : 'The database already has users; nothing loaded.');
for (const line of demoLogins()) console.log(`  ${line}`);
await database.close();
