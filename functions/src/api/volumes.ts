/** Public reads of the archive's volumes (functions/src/reads/volumes.ts). */
import { Router } from 'express';
import { volumeApi } from '@journal/common/contracts/volumes-routes';
import { methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { readVolume, readVolumes } from '../reads/volumes';

export const volumesRouter = Router();

volumesRouter
  .route(volumeApi.list.pattern)
  .get(async (_req, res) => {
    const data = await readVolumes();
    cachePublic(res);
    res.json({ status: 200, data });
  })
  .all(methodNotAllowed);

volumesRouter
  .route(volumeApi.detail.pattern)
  .get(async (req, res) => {
    const data = await readVolume(req.params);
    cachePublic(res);
    res.json({ status: 200, data });
  })
  .all(methodNotAllowed);
