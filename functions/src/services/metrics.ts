import type { Request } from 'express';

/** Counts a PDF download of an article (filled in by the scholarly-discovery work). */
export async function recordDownload(_req: Request, _articleId: string): Promise<void> {}
