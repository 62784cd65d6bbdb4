import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, loadConfig } from '../src/config.ts';

const scratchDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'caps-config-')), 'data');

describe('configuration', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({ DATA_DIR: scratchDir() });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: scratchDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: scratchDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('without JWT_SECRET signs with a random key made in the data directory on first start and kept after', () => {
    const dataDir = scratchDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual([JWT_SECRET_FILE]); // no draft left behind
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret); // the next start reuses it
    expect(loadConfig({ DATA_DIR: scratchDir() }).jwtSecret).not.toBe(first.jwtSecret); // no shared, published value
  });

  it('uses JWT_SECRET when it is set, and writes no key then', () => {
    const dataDir = scratchDir();
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'my own secret' }).jwtSecret).toBe('my own secret');
    expect(fs.existsSync(path.join(dataDir, JWT_SECRET_FILE))).toBe(false);
  });

  it('refuses a key file that holds no usable key', () => {
    const dataDir = scratchDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, JWT_SECRET_FILE), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/jwt-secret holds no usable key/);
  });

  it('refuses to start in production without a strong JWT_SECRET, even with a key file', () => {
    const dataDir = scratchDir();
    loadConfig({ DATA_DIR: dataDir }); // a development start made the key file
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).env).toBe(
      'production',
    );
  });

  it('refuses the old development key, public in the repository history, in every mode (issue 37 item 16)', () => {
    const published = 'caps-league-development-secret-change-me'; // the default of the first versions (git log -S DEV_JWT_SECRET)
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(() => loadConfig({ NODE_ENV, DATA_DIR: scratchDir(), JWT_SECRET: published })).toThrow(
        /JWT_SECRET is the old development key/,
      );
      expect(() => loadConfig({ NODE_ENV, DATA_DIR: scratchDir(), JWT_SECRET: ` ${published}\n` })).toThrow(
        /old development key/,
      );
    }
    const dataDir = scratchDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, JWT_SECRET_FILE), `${published}\n`);
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/jwt-secret holds no usable key/);
  });

  it('reports malformed values by name', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'x' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url', JWT_SECRET: 'x' })).toThrow(/DATABASE_URL/);
  });

  it('needs all three admin variables together', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', JWT_SECRET: 'x' })).toThrow(/ADMIN_/);
    expect(
      loadConfig({
        ADMIN_USERNAME: 'boss',
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'password1',
        JWT_SECRET: 'x',
      }).admin?.username,
    ).toBe('boss');
  });
});
