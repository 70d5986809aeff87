/**
 * The one way the web app talks to the API. It attaches a fresh Firebase ID token, retries
 * once after a 401 with a forced token refresh, and turns `{message}` bodies into ApiError.
 */
import { auth } from './firebase';
import { config } from './config';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A request that never reached the server (offline, DNS, CORS, connection refused). */
export class NetworkError extends Error {
  constructor() {
    super('Network request failed');
    this.name = 'NetworkError';
  }
}

export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

export function apiUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${config.apiBase}${path}`;
}

/**
 * The current user's ID token. The SDK refreshes a token that is within five minutes of
 * expiry on its own; `force` refreshes regardless (used after a 401).
 */
export async function getIdToken(force = false): Promise<string> {
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
  if (!response.ok) throw new ApiError(response.status, await readMessage(response));
  return response;
}

async function readMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // A body that is not JSON carries no message of ours; the status text stands in for it.
  }
  return response.statusText || `Request failed with status ${response.status}`;
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
  method = 'POST',
): Promise<T> {
  const attempt = async (forceRefresh: boolean) => {
    const token = await getIdToken(forceRefresh);
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, apiUrl(path));
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
  let body: { message?: string } & T;
  try {
    body = JSON.parse(result.text) as { message?: string } & T;
  } catch {
    throw new ApiError(result.status, `Request failed with status ${result.status}`);
  }
  if (result.status < 200 || result.status >= 300) {
    throw new ApiError(result.status, body.message ?? `Request failed with status ${result.status}`);
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

/** The file name in a Content-Disposition header, if there is one. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}
