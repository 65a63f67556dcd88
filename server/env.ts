import path from 'node:path';
import { BODY_TIMEOUT_MS } from './lib/body-deadline';

/** The only reader of process.env (ARCHITECTURE.md rule 5). Every setting has a safe one-machine default. */
function read(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

function readInt(name: string, fallback: number): number {
  const value = Number(read(name, String(fallback)));
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number`);
  return value;
}

function readNonNegative(name: string, fallback: number): number {
  const value = readInt(name, fallback);
  if (value < 0) throw new Error(`${name} must not be negative`);
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
function readLogLevel(): string {
  const level = read('LOG_LEVEL', 'info').toLowerCase();
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

export type Env = ReturnType<typeof loadEnv>;

// The AWS SDK's own switch for its notice that later releases will need Node 22 (this server runs on Node >= 20.19).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** HTTPS needs both files; neither is plain HTTP (localhost, or behind a proxy that ends TLS). */
function tlsFiles(): { certFile: string; keyFile: string } | null {
  const certFile = read('TLS_CERT_FILE', '');
  const keyFile = read('TLS_KEY_FILE', '');
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) {
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both (HTTPS) or neither (HTTP)');
  }
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}

function blobStoreKind(value: string): 'local' | 's3' {
  if (value !== 'local' && value !== 's3') throw new Error(`BLOB_STORE must be 'local' or 's3', not '${value}'`);
  return value;
}

function s3Settings(kind: string) {
  const bucket = read('S3_BUCKET', '');
  if (kind === 's3' && !bucket) throw new Error('BLOB_STORE=s3 needs S3_BUCKET (the bucket that keeps the blobs)');
  return {
    endpoint: read('S3_ENDPOINT', ''),
    region: read('S3_REGION', 'us-east-1'),
    bucket,
    accessKeyId: read('S3_ACCESS_KEY_ID', ''),
    secretAccessKey: read('S3_SECRET_ACCESS_KEY', ''),
    forcePathStyle: read('S3_FORCE_PATH_STYLE', 'false') === 'true',
  };
}

export function loadEnv() {
  const dataDir = path.resolve(read('DATA_DIR', './data'));
  return {
    port: readInt('PORT', 3000),
    host: read('HOST', '0.0.0.0'),
    /** PEM certificate (with its chain) and key: the server then answers HTTPS, over HTTP/2 where the browser can. */
    tls: tlsFiles(),
    dataDir,
    /** PostgreSQL connection string; when empty, embedded PGlite in DATA_DIR/db is used. */
    databaseUrl: read('DATABASE_URL', ''),
    /** Where slide images and videos are kept (local directory). */
    blobDir: path.resolve(read('BLOB_DIR', path.join(dataDir, 'blobs'))),
    /** Where blobs live: 'local' (BLOB_DIR, one machine) or 's3' (an S3-compatible bucket shared by every machine). */
    blobStore: blobStoreKind(read('BLOB_STORE', 'local')),
    /** The bucket when BLOB_STORE=s3 (AWS S3, MinIO, R2): an empty endpoint is AWS's own; empty keys use the SDK's
     *  default credentials (instance role, ~/.aws). MinIO and s3rver need S3_FORCE_PATH_STYLE=true. */
    s3: s3Settings(read('BLOB_STORE', 'local')),
    /** Load the demo data into an empty database on start. */
    seedDemo: read('SEED_DEMO', 'true') !== 'false',
    /** Slides per demo deck; 0 = the real counts (30..85 by grade). Browser tests use small decks to start fast. */
    demoDeckSlides: readInt('DEMO_DECK_SLIDES', 0),
    /** The built PWA to serve; nothing is served when the folder is missing. */
    staticDir: path.resolve(read('STATIC_DIR', './dist')),
    tokenTtlHours: readInt('TOKEN_TTL_HOURS', 24 * 30),
    /** Trust X-Forwarded-For for the client address (only behind a trusted proxy). */
    trustProxy: read('TRUST_PROXY', 'false') === 'true',
    smtpUrl: read('SMTP_URL', ''),
    mailFrom: read('MAIL_FROM', 'Pathshala <no-reply@pathshala.local>'),
    /** Key for HMAC-signed values (one-time codes, video links). Empty: a random key kept in DATA_DIR/app-secret.
     *  Set the same value on every API process when several share one database. */
    appSecret: read('APP_SECRET', ''),
    /** Explainer videos: 'local' renders on this machine; 'http' calls the service at VIDEO_API_URL. */
    videoProvider: read('VIDEO_PROVIDER', 'local'),
    videoApiUrl: read('VIDEO_API_URL', ''),
    videoApiKey: read('VIDEO_API_KEY', ''),
    /** Optional OpenAI-compatible chat endpoint (base URL, e.g. https://api.openai.com/v1) that writes the
     *  narration from the prompt and the slides found; empty: the slides' own text is narrated. */
    llmApiUrl: read('LLM_API_URL', '').replace(/\/+$/, ''),
    llmApiKey: read('LLM_API_KEY', ''),
    llmModel: read('LLM_MODEL', 'gpt-4o-mini'),
    logRequests: read('LOG_REQUESTS', 'false') === 'true',
    /** pino level of the JSON logs on stdout: fatal, error, warn, info, debug, trace or silent (tests: silent). */
    logLevel: readLogLevel(),
    /** Bearer token for GET /api/metrics (Prometheus); empty: the metrics route answers 404. */
    metricsToken: read('METRICS_TOKEN', ''),
    /** A running job whose process has not touched it for this long is taken over by another process. */
    jobLeaseMs: readInt('JOB_LEASE_SECONDS', 60) * 1000,
    /** The longest a request's body may take to arrive (a larger one: at least 1 Mbit/s); past it, a 408. */
    bodyTimeoutMs: readInt('BODY_TIMEOUT_SECONDS', BODY_TIMEOUT_MS / 1000) * 1000,
    /** On PostgreSQL, the longest a statement may run before it is cancelled (the request then answers 503). */
    statementTimeoutMs: readInt('DB_STATEMENT_TIMEOUT_MS', 5000),
    /** Where backups are written (the database as one checked file each; blobs of the local store in blobs/). */
    backupDir: path.resolve(read('BACKUP_DIR', path.join(dataDir, 'backups'))),
    /** Hours between scheduled backups; 0 turns the schedule off (`npm run db:backup` still works). */
    backupIntervalHours: readNonNegative('BACKUP_INTERVAL_HOURS', 24),
    /** How many backup files are kept: older ones are deleted after a new one has been written and checked. */
    backupKeep: Math.max(1, Math.floor(readNonNegative('BACKUP_KEEP', 7))),
    /** The address people reach the app at, for links in e-mails and on printed sign-in cards. */
    publicUrl: read('PUBLIC_URL', 'http://localhost:3000').replace(/\/+$/, ''),
  };
}
