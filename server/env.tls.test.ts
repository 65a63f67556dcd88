import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const saved = { cert: process.env.TLS_CERT_FILE, key: process.env.TLS_KEY_FILE };
afterEach(() => {
  process.env.TLS_CERT_FILE = saved.cert ?? '';
  process.env.TLS_KEY_FILE = saved.key ?? '';
});

describe('TLS settings', () => {
  it('neither file: plain HTTP', () => {
    process.env.TLS_CERT_FILE = '';
    process.env.TLS_KEY_FILE = '';
    expect(loadEnv().tls).toBeNull();
  });

  it('both files: HTTPS, with the paths made absolute', () => {
    process.env.TLS_CERT_FILE = 'certs/site.pem';
    process.env.TLS_KEY_FILE = 'certs/site-key.pem';
    expect(loadEnv().tls).toEqual({
      certFile: path.resolve('certs/site.pem'),
      keyFile: path.resolve('certs/site-key.pem'),
    });
  });

  it('one file alone is refused at start, with what to do', () => {
    process.env.TLS_CERT_FILE = 'certs/site.pem';
    process.env.TLS_KEY_FILE = '';
    expect(() => loadEnv()).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together: set both (HTTPS) or neither (HTTP)');
  });
});
