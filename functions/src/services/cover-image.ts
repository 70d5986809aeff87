/**
 * An article's cover is the picture a reader's phone draws first on the article's page (its
 * largest contentful paint), and the home page's hero when the article is featured. Whatever
 * the editor uploads (PNG, JPEG, GIF or WebP, recognised by signature), the journal keeps a
 * WebP no wider than it is ever shown: a photograph's JPEG or PNG is several times the bytes.
 */
import { fileErrors } from '@journal/common/contracts/files';
import { refuse } from './errors';

/** The widest a cover is drawn: the home page's hero on a wide screen at twice its CSS pixels. */
export const COVER_MAX_WIDTH = 1600;
const COVER_QUALITY = 80;

export const COVER_CONTENT_TYPE = 'image/webp';
export const COVER_EXTENSION = 'webp';

/**
 * The cover as it is stored: turned upright by its EXIF orientation, scaled down (never up) to
 * the widest it is shown, an animation's first frame only. A file whose signature says image
 * but whose content cannot be decoded is refused as not an image, never a 500.
 */
export async function coverWebp(data: Buffer): Promise<Buffer> {
  // Loaded on the first upload, not with this module: the public pages' function imports it
  // through the archive's services and never converts a picture.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(data, { animated: false })
      .rotate()
      .resize({ width: COVER_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: COVER_QUALITY })
      .toBuffer();
  } catch {
    throw refuse(fileErrors.articleImageType);
  }
}
