/** Public reads of the archive's volumes. */
import { Router } from 'express';
import { volumeErrors } from '@journal/common/contracts/volumes';
import { volumeApi } from '@journal/common/contracts/volumes-routes';
import { HttpError, methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { findVolumeBySlug, listVolumes, toVolume } from '../services/volumes';

export const volumesRouter = Router();

volumesRouter
  .route(volumeApi.list.pattern)
  .get(async (_req, res) => {
    const volumes = await listVolumes();
    cachePublic(res);
    res.json({ status: 200, data: volumes.map(toVolume) });
  })
  .all(methodNotAllowed);

volumesRouter
  .route(volumeApi.detail.pattern)
  .get(async (req, res) => {
    const volume = await findVolumeBySlug(req.params.slug);
    if (!volume) throw new HttpError(volumeErrors.notFound);
    cachePublic(res);
    res.json({ status: 200, data: toVolume(volume) });
  })
  .all(methodNotAllowed);
