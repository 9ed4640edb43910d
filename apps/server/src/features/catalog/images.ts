// Merchants' pictures (issue 15): checked by their content (JPEG, PNG or WebP, whatever the file
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
  // Loaded with the first upload, not at start (issue 18: start-up time).
  const { default: sharp } = await importModule<typeof import('sharp')>('sharp');
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw badRequest(NOT_A_PICTURE);
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) throw badRequest(NOT_A_PICTURE);
  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 24);
  let size = { width: 0, height: 0 };
  try {
    for (const width of UPLOAD_WIDTHS) {
      const { data, info } = await sharp(upload, { limitInputPixels: MAX_PIXELS })
        .rotate()
        // A square, like the catalogue's own pictures: the whole picture on white.
        .resize(width, width, { fit: 'contain', background: '#ffffff', withoutEnlargement: false })
        .flatten({ background: '#ffffff' })
        .toFormat(UPLOAD_FORMAT, { quality: 80 })
        .toBuffer({ resolveWithObject: true });
      await store.put(
        uploadPath(folder, hash, width).replace(/^\/uploads\//, ''),
        data,
        'image/webp',
      );
      size = { width: info.width, height: info.height };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // sharp read the header but not the picture: a truncated or corrupt file.
    if (
      error instanceof Error &&
      /Input|VipsJpeg|pngload|webp|corrupt|premature/i.test(error.message)
    ) {
      throw badRequest(NOT_A_PICTURE);
    }
    throw error;
  }
  const largest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!;
  return { image: uploadPath(folder, hash, largest), ...size };
}
