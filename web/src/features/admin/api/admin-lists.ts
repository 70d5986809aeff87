/**
 * The admin dashboard's short lists, whole, with the admin's token: volumes and issues (the
 * forms choose from them). The long ones are paged by the server: ./admin-pages.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Issue } from '@journal/common/contracts/issues';
import { issueApi, issueKeys } from '@journal/common/contracts/issues-routes';
import { type Volume } from '@journal/common/contracts/volumes';
import { volumeApi, volumeKeys } from '@journal/common/contracts/volumes-routes';
import { apiData } from '../../../lib/api-client';

const withAdminToken = <T>(path: string) => apiData<T[]>(path, { authenticated: true });

export const adminListQueries = {
  volumes: () =>
    queryOptions({
      queryKey: volumeKeys.adminList(),
      queryFn: () => withAdminToken<Volume>(volumeApi.adminList.path({})),
    }),
  issues: () =>
    queryOptions({
      queryKey: issueKeys.adminList(),
      queryFn: () => withAdminToken<Issue>(issueApi.adminList.path({})),
    }),
};

export const useAdminVolumes = () => useQuery(adminListQueries.volumes());
export const useAdminIssues = () => useQuery(adminListQueries.issues());
