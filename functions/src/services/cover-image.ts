/**
 * An article's cover is the picture a reader's phone draws first on the article's page (its
 * largest contentful paint), and the home page's hero when the article is featured. Whatever
 * the editor uploads (PNG, JPEG, GIF or WebP, recognised by signature), the journal keeps a
 * WebP no wider than it is ever shown, and a narrower copy for phones: a photograph's JPEG or
 * PNG is several times the bytes, and a phone's screen needs half the width of a desktop's.
 */
import { fileErrors } from '@journal/common/contracts/files';
import { refuse } from './errors';

/** The widest a cover is drawn: the home page's hero on a wide screen at twice its CSS pixels. */
export const COVER_MAX_WIDTH = 1600;
/**
 * The phone's copy: a cover spans a phone's screen (about 380 CSS pixels on a 412-pixel phone),
 * which at the 1.75–2 device pixels per CSS pixel of today's phones is 660–760 pixels. The
 * demo cover is 28 KB at 1,200 pixels and 19 KB at 800.
 */
export const COVER_SMALL_WIDTH = 800;
const COVER_QUALITY = 80;

export const COVER_CONTENT_TYPE = 'image/webp';
export const COVER_EXTENSION = 'webp';

export interface CoverPicture {
  data: Buffer;
  width: number;
}

export interface CoverFiles {
  cover: CoverPicture;
  /** Narrower copies, narrowest first; none when the cover itself is no wider than they would be. */
  renditions: CoverPicture[];
}

/**
 * The cover as it is stored: turned upright by its EXIF orientation, scaled down (never up) to
 * the widest it is shown, an animation's first frame only; and its phone copy, scaled from the
 * upload itself. A file whose signature says image but whose content cannot be decoded is
 * refused as not an image, never a 500.
 */
export async function coverWebp(data: Buffer): Promise<CoverFiles> {
  // Loaded on the first upload, not with this module: the public pages' function imports it
  // through the archive's services and never converts a picture.
  const { default: sharp } = await import('sharp');
  const scaled = async (width: number): Promise<CoverPicture> => {
    const { data: webp, info } = await sharp(data, { animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: COVER_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data: webp, width: info.width };
  };
  try {
    const cover = await scaled(COVER_MAX_WIDTH);
    const renditions = cover.width > COVER_SMALL_WIDTH ? [await scaled(COVER_SMALL_WIDTH)] : [];
    return { cover, renditions };
  } catch {
    throw refuse(fileErrors.articleImageType);
  }
}
