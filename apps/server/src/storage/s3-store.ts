// Uploaded pictures in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), for several
// instances without a shared disk. The server still serves them at /uploads/… (same URLs, same
// cache headers), reading through to the bucket. Tested against a stand-in, not a live S3 (decision 026).
import type { S3Config } from '../config.ts';
import { importModule } from '../start/launcher-hooks.ts';
import type { FileStore } from './store.ts';

export async function s3Store(config: S3Config): Promise<FileStore> {
  // Imported here, not at the top: the bundled server loads the SDK only when S3 is configured.
  const { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } =
    await importModule<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
  const key = (name: string) => `${config.prefix}${name}`;
  return {
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }),
        );
        if (!object.Body) return undefined;
        return {
          data: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
  };
}
