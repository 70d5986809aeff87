/** The admin dashboard's lists: every record of each kind, with the admin's token. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleApi, articleKeys, type Article } from '@journal/common/contracts/articles';
import { issueApi, issueKeys, type Issue } from '@journal/common/contracts/issues';
import { submissionApi, submissionKeys, type Submission } from '@journal/common/contracts/submissions';
import { userApi, userKeys, type User } from '@journal/common/contracts/users';
import { volumeApi, volumeKeys, type Volume } from '@journal/common/contracts/volumes';
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
