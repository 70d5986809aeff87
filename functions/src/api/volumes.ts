/** Public reads of the archive's volumes. */
import { Router } from 'express';
import { publicMessages } from '@journal/common/messages';
import { methodNotAllowed, notFound } from '../http/errors';
import { cachePublic } from '../http/cache';
import { findVolumeBySlug, listVolumes, toVolume } from '../services/volumes';

export const volumesRouter = Router();

volumesRouter
  .route('/volumes')
  .get(async (_req, res) => {
    const volumes = await listVolumes();
    cachePublic(res);
    res.json({ status: 200, data: volumes.map(toVolume) });
  })
  .all(methodNotAllowed);

volumesRouter
  .route('/volumes/:slug')
  .get(async (req, res) => {
    const volume = await findVolumeBySlug(req.params.slug);
    if (!volume) throw notFound(publicMessages.volumeNotFound);
    cachePublic(res);
    res.json({ status: 200, data: toVolume(volume) });
  })
  .all(methodNotAllowed);
