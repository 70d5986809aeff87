/** Public reads of the archive's volumes. */
import { type Volume, volumeErrors } from '@journal/common/contracts/volumes';
import type { volumeApi } from '@journal/common/contracts/volumes-routes';
import type { RouteParams } from '@journal/common/contracts/routes';
import { refuse } from '../services/errors';
import { findVolumeBySlug, listVolumes, toVolume } from '../services/volumes';

/** GET /api/volumes */
export async function readVolumes(): Promise<Volume[]> {
  return (await listVolumes()).map(toVolume);
}

/** GET /api/volumes/:slug */
export async function readVolume({ slug }: RouteParams<typeof volumeApi.detail.pattern>): Promise<Volume> {
  const volume = await findVolumeBySlug(slug);
  if (!volume) throw refuse(volumeErrors.notFound);
  return toVolume(volume);
}
