import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@journal/common/contracts/users';
import { apiData } from '../../../lib/api-client';

export const usersRootKey = ['users'] as const;

export function getAdminUsers(): Promise<User[]> {
  return apiData<User[]>('/api/admin/users', { authenticated: true });
}

export function adminUsersQueryOptions() {
  return queryOptions({ queryKey: [...usersRootKey, 'admin', 'list'], queryFn: getAdminUsers });
}

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
