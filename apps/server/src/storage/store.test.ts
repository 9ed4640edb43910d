import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { directoryStore, isStoredName, memoryStore } from './store.ts';

describe('file stores', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('keep and give back pictures, in memory and under a directory', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'harit-uploads-'));
    dirs.push(root);
    for (const store of [memoryStore(), directoryStore(root)]) {
      expect(await store.get('products/ab12-200.webp')).toBeUndefined();
      await store.put('products/ab12-200.webp', Buffer.from('webp bytes'), 'image/webp');
      expect(await store.get('products/ab12-200.webp')).toEqual({
        data: Buffer.from('webp bytes'),
        contentType: 'image/webp',
      });
    }
    expect(await readFile(path.join(root, 'products/ab12-200.webp'), 'utf8')).toBe('webp bytes');
  });

  it('read only names of their own shape', async () => {
    expect(isStoredName('products/ab12-800.webp')).toBe(true);
    for (const name of ['../secret', 'products/../../etc/passwd', 'products/x.webp', '']) {
      expect(isStoredName(name), name).toBe(false);
    }
    const root = await mkdtemp(path.join(tmpdir(), 'harit-uploads-'));
    dirs.push(root);
    expect(await directoryStore(root).get('../../etc/passwd')).toBeUndefined();
  });

  it('are configured from S3_* (both keys or neither)', () => {
    const base = { DATA_DIR: 'memory://', LOG_LEVEL: 'silent' };
    expect(loadConfig(base).s3).toBeNull();
    expect(
      loadConfig({ ...base, S3_BUCKET: 'harit-pictures', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3,
    ).toEqual({
      bucket: 'harit-pictures',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: null,
      secretAccessKey: null,
      prefix: '',
    });
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
  });
});
