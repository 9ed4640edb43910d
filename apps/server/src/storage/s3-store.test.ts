// The S3 store against a minimal stand-in for an S3-compatible service (path-style PUT and GET
// of objects, NoSuchKey for a missing one): what the SDK sends and how its answers are read.
// A real S3 or MinIO is not available here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Store } from './s3-store.ts';

const objects = new Map<string, { body: Buffer; type: string; cacheControl: string }>();
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
      if (request.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(request.headers['content-type']),
          cacheControl: String(request.headers['cache-control']),
        });
        response.writeHead(200, { ETag: '"1"' }).end();
        return;
      }
      const found = objects.get(key);
      if (!found) {
        response
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
        return;
      }
      response
        .writeHead(200, { 'Content-Type': found.type, 'Content-Length': found.body.length })
        .end(found.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('s3Store', () => {
  it('puts pictures under the prefix, path-style, and reads them back; a missing one is undefined', async () => {
    const store = await s3Store({
      bucket: 'harit',
      region: 'ap-south-1',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      prefix: 'shop/',
    });
    await store.put('products/ab12-200.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(objects.get('/harit/shop/products/ab12-200.webp')).toEqual({
      body: Buffer.from('webp bytes'),
      type: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await store.get('products/ab12-200.webp')).toEqual({
      data: Buffer.from('webp bytes'),
      contentType: 'image/webp',
    });
    expect(await store.get('products/none-200.webp')).toBeUndefined();
  });
});
