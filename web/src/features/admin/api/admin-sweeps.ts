/** The storage sweeper's recent runs, with the files each removed. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sweep } from '@journal/common/contracts/sweeps';
import { sweepApi, sweepKeys } from '@journal/common/contracts/sweeps-routes';
import { apiData } from '../../../lib/api-client';

export const sweepsQuery = () =>
  queryOptions({
    queryKey: sweepKeys.list(),
    queryFn: () => apiData<Sweep[]>(sweepApi.list.path({}), { authenticated: true }),
  });

export const useSweeps = () => useQuery(sweepsQuery());
