/**
 * The pictures of a full text, stored as WebP like covers (services/cover-image.ts): upright,
 * no wider than the text column is ever drawn at twice its CSS pixels, with the size the page
 * writes on each `img` so that nothing moves as they arrive. Only the kinds the journal
 * recognises by signature are decoded; Word's vector drawings (EMF, WMF) are not pictures a
 * browser draws, and are reported to the editor instead.
 */
import { imageKind } from '@journal/common/contracts/files';
import type { DocxPicture } from './docx-to-html';

export const FIGURE_MAX_WIDTH = 1400;
const FIGURE_QUALITY = 80;
export const FIGURE_CONTENT_TYPE = 'image/webp';

export interface FigureFile {
  data: Buffer;
  width: number;
  height: number;
}

/** The picture as WebP, or null when it is not an image the journal can read. */
export async function figureWebp(picture: DocxPicture): Promise<FigureFile | null> {
  if (!imageKind(picture.data)) return null;
  // Loaded on the first picture, not with the module: see services/cover-image.ts.
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(picture.data, { animated: false })
      .rotate()
      .resize({ width: FIGURE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: FIGURE_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
