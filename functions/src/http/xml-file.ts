/** An exported XML document as the answer: its media type, and the name to save it under. */
import type { Response } from 'express';
import { contentDisposition } from './stored-file';

export interface XmlFile {
  xml: string;
  fileName: string;
}

export function sendXmlFile(
  res: Response,
  { xml, fileName }: XmlFile,
  {
    mediaType = 'application/xml',
    disposition,
  }: { mediaType?: string; disposition: 'inline' | 'attachment' },
): void {
  res
    .status(200)
    .set({
      'Content-Type': `${mediaType}; charset=utf-8`,
      'Content-Disposition': contentDisposition(disposition, fileName),
    })
    .send(xml);
}
