import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';

/** The API's answer for an address that names nothing: unknown slug (404) or a malformed one (400). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * docs/decisions.md "Screens and routes": an archive or article address that names nothing goes to /404. The
 * history entry is replaced, so Back returns to the page the reader came from.
 */
export function useNotFoundRedirect(...errors: unknown[]) {
  const navigate = useNavigate();
  const missing = errors.some(isMissing);
  useEffect(() => {
    if (missing) navigate('/404', { replace: true });
  }, [missing, navigate]);
  return missing;
}
