// Where uploaded pictures live: a directory under DATA_DIR, memory (DATA_DIR=memory://,
// tests), or an S3-compatible bucket when S3_BUCKET is set. Every file name carries a hash of
// its content, so a name never changes meaning and the server may cache it for a year.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface FileStore {
  /** Writes a file; writing the same name again replaces it with the same bytes. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  get(name: string): Promise<StoredFile | undefined>;
}

/** Names are <folder>/<hash>-<width>.<ext>: nothing else is ever read or written. */
const SAFE_NAME = /^[a-z]+\/[a-f0-9]+-\d+\.(webp)$/;

export function isStoredName(name: string): boolean {
  return SAFE_NAME.test(name);
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp' };

export function memoryStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    async put(name, data, contentType) {
      files.set(name, { data, contentType });
    },
    async get(name) {
      return files.get(name);
    },
  };
}

export function directoryStore(root: string): FileStore {
  return {
    async put(name, data) {
      const file = path.join(root, name);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a picture. Each write has a
      // partial file of its own: two uploads of the same picture write the same names at once,
      // and a shared one would be renamed away under the other (decision 026).
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, data);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(name) {
      if (!isStoredName(name)) return undefined;
      try {
        const data = await readFile(path.join(root, name));
        return {
          data,
          contentType: CONTENT_TYPES[name.split('.').pop()!] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/** The store the configuration names: S3 when S3_BUCKET is set, else DATA_DIR/uploads or memory. */
export async function openFileStore(config: Config): Promise<FileStore> {
  if (config.s3) {
    const { s3Store } = await import('./s3-store.ts');
    return s3Store(config.s3);
  }
  return config.dataDir ? directoryStore(path.join(config.dataDir, 'uploads')) : memoryStore();
}
