import path from 'node:path';

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

export type Env = ReturnType<typeof loadEnv>;

export function loadEnv() {
  const dataDir = path.resolve(read('DATA_DIR', './data'));
  return {
    port: readInt('PORT', 3000),
    host: read('HOST', '0.0.0.0'),
    dataDir,
    /** PostgreSQL connection string; when empty, embedded PGlite in DATA_DIR/db is used. */
    databaseUrl: read('DATABASE_URL', ''),
    /** Where slide images and videos are kept (local directory). */
    blobDir: path.resolve(read('BLOB_DIR', path.join(dataDir, 'blobs'))),
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
    /** On PostgreSQL, the longest a statement may run before it is cancelled (the request then answers 503). */
    statementTimeoutMs: readInt('DB_STATEMENT_TIMEOUT_MS', 5000),
    /** The address people reach the app at, for links in e-mails and on printed sign-in cards. */
    publicUrl: read('PUBLIC_URL', 'http://localhost:3000').replace(/\/+$/, ''),
  };
}
