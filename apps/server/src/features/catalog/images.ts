// Merchants' pictures: checked by their content (JPEG, PNG or WebP, whatever the file
// is called), turned upright, resized to the widths the shop's `srcset` uses and converted to
// WebP with sharp, then stored under names that carry a hash of the upload.
import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES, type UploadedImage } from '@harit/core/catalog-admin';
import { UPLOAD_FORMAT, UPLOAD_WIDTHS, uploadPath } from '@harit/core/pictures';
import type { Metadata } from 'sharp';
import { msg } from '../../locales/index.ts';
import { badRequest, HttpError } from '../../plugins/errors.ts';
import { importModule } from '../../start/launcher-hooks.ts';
import type { FileStore } from '../../storage/store.ts';

/** Folders of the store: one per kind of picture. */
export type ImageFolder = 'products' | 'categories';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Larger pictures than this (in pixels) are refused before decoding: a "decompression bomb". */
const MAX_PIXELS = 40_000_000;
const NOT_A_PICTURE = msg('The file is not a JPEG, PNG or WebP picture.');

export const tooLarge = () =>
  new HttpError(413, 'The picture is too large: at most {mb} MB.', {
    mb: MAX_IMAGE_BYTES / 1024 / 1024,
  });

/**
 * Resizes and stores an upload; answers the path of its largest copy (the product's `image`).
 * Wrong type, zero bytes, not a picture: 400; more than 5 MB: 413.
 */
export async function storeImage(
  store: FileStore,
  folder: ImageFolder,
  upload: Buffer,
): Promise<UploadedImage> {
  if (upload.length === 0) throw badRequest('The file is empty.');
  if (upload.length > MAX_IMAGE_BYTES) throw tooLarge();
  // Loaded with the first upload, not at start (start-up time).
  const { default: sharp } = await importModule<typeof import('sharp')>('sharp');
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw badRequest(NOT_A_PICTURE);
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) throw badRequest(NOT_A_PICTURE);
  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 24);
  // Every copy is made before any is stored, so what fails is known by where it failed, not
  // by reading its message: sharp's refusal (a truncated or corrupt file whose header it read)
  // is the upload's fault, 400; the store's (a full disk, a bucket that is down) is ours, 500.
  const copies: { width: number; data: Buffer; size: { width: number; height: number } }[] = [];
  try {
    for (const width of UPLOAD_WIDTHS) {
      const { data, info } = await sharp(upload, { limitInputPixels: MAX_PIXELS })
        .rotate()
        // A square, like the catalogue's own pictures: the whole picture on white.
        .resize(width, width, { fit: 'contain', background: '#ffffff', withoutEnlargement: false })
        .flatten({ background: '#ffffff' })
        .toFormat(UPLOAD_FORMAT, { quality: 80 })
        .toBuffer({ resolveWithObject: true });
      copies.push({ width, data, size: { width: info.width, height: info.height } });
    }
  } catch {
    throw badRequest(NOT_A_PICTURE);
  }
  for (const copy of copies) {
    await store.put(
      uploadPath(folder, hash, copy.width).replace(/^\/uploads\//, ''),
      copy.data,
      'image/webp',
    );
  }
  const size = copies[copies.length - 1]!.size;
  const largest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!;
  return { image: uploadPath(folder, hash, largest), ...size };
}
