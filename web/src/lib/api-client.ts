/**
 * The one way the web app talks to the API. It attaches a fresh Firebase ID token, retries
 * once after a 401 with a forced token refresh, and turns refusals into ApiError. What to tell
 * the person is decided by lib/error-message.ts, from the error's code.
 */
import { isErrorBody } from '@journal/common/contracts/error-body';
import { loadAuth } from './auth-runtime';
import { config } from './config';

/**
 * The API refused, or something between us and it answered with an error. `code` and
 * `serverMessage` are the API's own `{code, message}`; both are null when the answer was not
 * ours (a proxy's HTML error page, a gateway timeout).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
  }
}

/** An error decided in the browser, with a code of its own for lib/error-message.ts. */
export class ClientError extends Error {
  override name = 'ClientError';
  constructor(
    readonly code: string,
    message: string = code,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A request that never reached the server (offline, DNS, CORS, connection refused). */
export class NetworkError extends ClientError {
  override name = 'NetworkError';
  constructor() {
    super('network', 'Network request failed');
  }
}

export class NotSignedInError extends ClientError {
  override name = 'NotSignedInError';
  constructor() {
    super('not-signed-in', 'Not signed in');
  }
}

/** An ApiError from an answer's status and body text. */
export function apiErrorFrom(status: number, text: string): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: not an answer of ours, so it carries no code and no message.
  }
  return isErrorBody(body) ? new ApiError(status, body.code, body.message) : new ApiError(status, null, null);
}

export function apiUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${config.apiBase}${path}`;
}

/**
 * The current user's ID token. The SDK refreshes a token that is within five minutes of
 * expiry on its own; `force` refreshes regardless (used after a 401).
 */
export async function getIdToken(force = false): Promise<string> {
  const auth = await loadAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new NotSignedInError();
  return user.getIdToken(force);
}

interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: FormData;
  /** Send the signed-in user's bearer token. */
  authenticated?: boolean;
  signal?: AbortSignal;
}

async function send(path: string, options: RequestOptions, forceRefresh: boolean): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.authenticated) headers.Authorization = `Bearer ${await getIdToken(forceRefresh)}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }
  try {
    return await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }
}

/** Sends a request; on a 401 with a token, refreshes the token and tries exactly once more. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  let response = await send(path, options, false);
  if (response.status === 401 && options.authenticated) {
    response = await send(path, options, true);
  }
  if (!response.ok) throw apiErrorFrom(response.status, await response.text().catch(() => ''));
  return response;
}

/** JSON request; answers the parsed body. */
export async function apiJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  return (await response.json()) as T;
}

/** `{status, data}` request; answers `data`. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await apiJson<{ data: T }>(path, options);
  return body.data;
}

/**
 * Multipart upload with progress (fetch cannot report upload progress, so this one uses
 * XMLHttpRequest). Same token, retry and error rules as the other calls.
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  { headers = {}, method = 'POST' }: { headers?: Record<string, string>; method?: 'POST' | 'PUT' } = {},
): Promise<T> {
  const attempt = async (forceRefresh: boolean) => {
    const token = await getIdToken(forceRefresh);
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, apiUrl(path));
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new NetworkError());
      xhr.send(form);
    });
  };
  let result = await attempt(false);
  if (result.status === 401) result = await attempt(true);
  if (result.status < 200 || result.status >= 300) throw apiErrorFrom(result.status, result.text);
  let body: T;
  try {
    body = JSON.parse(result.text) as T;
  } catch {
    // A success status with a body that is not ours (a misrouted proxy) is still a failure.
    throw new ApiError(result.status, null, null);
  }
  onProgress(1);
  return body;
}

/** Saves a response body as a file under the given name. */
export async function saveResponseAsFile(response: Response, fileName: string): Promise<void> {
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
