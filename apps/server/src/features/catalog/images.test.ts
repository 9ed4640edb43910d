import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../plugins/errors.ts';
import type { FileStore } from '../../storage/store.ts';
import { storeImage } from './images.ts';

const picture = () =>
  sharp({ create: { width: 50, height: 30, channels: 3, background: '#2a9' } })
    .png()
    .toBuffer();

describe('storeImage', () => {
  it("passes on a store's failure as the server's own error, not as a bad picture", async () => {
    // A message that names a .webp file and its input, as a file system's error does.
    const failure = new Error(
      "ENOSPC: no space left on device, write 'products/ab-200.webp' Input",
    );
    const failing: FileStore = {
      put: async () => {
        throw failure;
      },
      get: async () => undefined,
    };
    const stored = storeImage(failing, 'products', await picture());
    await expect(stored).rejects.toBe(failure);
    await expect(stored).rejects.not.toBeInstanceOf(HttpError);
  });

  it('refuses a file whose header reads as PNG but whose picture is cut short (400)', async () => {
    const memory: FileStore = { put: async () => {}, get: async () => undefined };
    const cut = (await picture()).subarray(0, 60);
    await expect(storeImage(memory, 'products', cut)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The file is not a JPEG, PNG or WebP picture.',
    });
  });
});
