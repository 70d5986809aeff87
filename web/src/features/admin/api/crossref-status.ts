/** Whether depositing with Crossref is configured, where deposits go, and each issue's last deposit. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrossrefStatus } from '@journal/common/contracts/crossref';
import { exportApi, exportKeys } from '@journal/common/contracts/exports-routes';
import { apiData } from '../../../lib/api-client';

export const crossrefStatusQuery = () =>
  queryOptions({
    queryKey: exportKeys.status(),
    queryFn: () => apiData<CrossrefStatus>(exportApi.crossrefStatus.path({}), { authenticated: true }),
  });

export const useCrossrefStatus = () => useQuery(crossrefStatusQuery());
