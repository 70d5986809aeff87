/** The signed-in author's own profile: read it, and set or remove its ORCID iD. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorProfile, ProfileUpdate } from '@journal/common/contracts/users';
import { userApi, userKeys } from '@journal/common/contracts/users-routes';
import { apiData } from '../../../lib/api-client';

export const authorProfileQuery = (uid: string) =>
  queryOptions({
    queryKey: userKeys.profile(uid),
    queryFn: () => apiData<AuthorProfile>(userApi.profile.path({}), { authenticated: true }),
  });

export const useAuthorProfile = (uid: string) => useQuery(authorProfileQuery(uid));

/** PUT /api/auth/profile: answers the profile as stored (the iD as its https URL, or null). */
export function useSaveProfile(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      apiData<AuthorProfile>(userApi.profile.path({}), { method: 'PUT', json: update, authenticated: true }),
    onSuccess: (profile) => queryClient.setQueryData(userKeys.profile(uid), profile),
  });
}
