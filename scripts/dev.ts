import { spawn } from 'node:child_process';

// Development: the API server with reload (tsx watch) on :3000 and Vite with hot reload on :5173 (proxying /api).
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: 'no-static-in-dev' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
