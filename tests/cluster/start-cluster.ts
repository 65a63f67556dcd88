import { startCluster } from './cluster';

/**
 * The browser journeys tagged @cluster run against this (playwright.cluster.config.ts): two API processes on one
 * PostgreSQL (DATABASE_URL) and one S3 bucket, behind a round-robin proxy on E2E_PORT, serving the built PWA.
 */
const port = Number(process.env.E2E_PORT ?? 3300);
const cluster = await startCluster({ port });
console.log(`cluster ready on ${cluster.url}: processes on ${cluster.processes.map((p) => p.port).join(', ')}`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log(`cluster: requests served per process ${JSON.stringify(Object.fromEntries(cluster.proxy.served))}`);
  await cluster.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
