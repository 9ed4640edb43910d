// Pictures uploaded at the same time (decision 026): two people in the console, or one browser
// retrying, may send the same picture at once. Each must be stored, never refused as "not a
// picture" because another upload of it was being written.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let dataDir: string;
let staff: TestUser;

beforeAll(async () => {
  // A directory store, as `npm start` has: memory:// would keep no files to race over.
  dataDir = await mkdtemp(path.join(tmpdir(), 'harit-picture-uploads-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  staff = await t.signUp({ role: 'staff' });
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(body: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/images?kind=products',
    headers: { ...staff.auth, 'content-type': 'image/png' },
    payload: body,
  });
}

describe('uploads of one picture at the same time', () => {
  it('all succeed, round after round, with the same stored picture', async () => {
    const picture = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 160, b: 90 } },
    })
      .png()
      .toBuffer();
    for (let round = 0; round < 8; round++) {
      const responses = await Promise.all(Array.from({ length: 4 }, () => upload(picture)));
      expect(
        responses.map((r) => [r.statusCode, r.statusCode === 201 ? '' : r.body]),
        `round ${round}`,
      ).toEqual(Array.from({ length: 4 }, () => [201, '']));
      const images = new Set(responses.map((r) => r.json<{ image: string }>().image));
      expect(images.size).toBe(1);
      const [image] = images;
      for (const width of [200, 400, 800]) {
        const copy = await t.app.inject({
          method: 'GET',
          url: image!.replace('-800.', `-${width}.`),
        });
        expect(copy.statusCode).toBe(200);
        expect((await sharp(copy.rawPayload).metadata()).width).toBe(width);
      }
    }
    // Nothing half-written is left behind.
    const files = await readdir(path.join(dataDir, 'uploads', 'products'));
    expect(files.filter((name) => !/^[a-f0-9]{24}-\d+\.webp$/.test(name))).toEqual([]);
  });
});
