/** The admin dashboard's lists: every record of each kind, with the admin's token. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Article } from '@journal/common/contracts/articles';
import { articleApi, articleKeys } from '@journal/common/contracts/articles-routes';
import { type Issue } from '@journal/common/contracts/issues';
import { issueApi, issueKeys } from '@journal/common/contracts/issues-routes';
import { type Submission } from '@journal/common/contracts/submissions';
import { submissionApi, submissionKeys } from '@journal/common/contracts/submissions-routes';
import { type User } from '@journal/common/contracts/users';
import { userApi, userKeys } from '@journal/common/contracts/users-routes';
import { type Volume } from '@journal/common/contracts/volumes';
import { volumeApi, volumeKeys } from '@journal/common/contracts/volumes-routes';
import { apiData } from '../../../lib/api-client';

const withAdminToken = <T>(path: string) => apiData<T[]>(path, { authenticated: true });

export const adminListQueries = {
  users: () =>
    queryOptions({
      queryKey: userKeys.adminList(),
      queryFn: () => withAdminToken<User>(userApi.adminList.path({})),
    }),
  submissions: () =>
    queryOptions({
      queryKey: submissionKeys.adminList(),
      queryFn: () => withAdminToken<Submission>(submissionApi.adminList.path({})),
    }),
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
  articles: () =>
    queryOptions({
      queryKey: articleKeys.adminList(),
      queryFn: () => withAdminToken<Article>(articleApi.adminList.path({})),
    }),
};

export const useAdminUsers = () => useQuery(adminListQueries.users());
export const useAdminSubmissions = () => useQuery(adminListQueries.submissions());
export const useAdminVolumes = () => useQuery(adminListQueries.volumes());
export const useAdminIssues = () => useQuery(adminListQueries.issues());
export const useAdminArticles = () => useQuery(adminListQueries.articles());
