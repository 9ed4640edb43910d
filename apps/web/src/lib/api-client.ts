// THE one API client (DESIGN.md §7 "one way to do each thing"). Every call to the server goes
// through here: the base address, JSON in and out, the bearer token, the language and the error
// shape.

import { LOCALE_OF } from '@harit/core/language';
import { currentLanguage } from './i18n';

/** SPEC §7: the base address comes from a build setting; here it defaults to same-origin /api. */
export const API_BASE_URL = import.meta.env.VITE_API_URL ?? '/api';

/**
 * How calls reach the server: the browser's fetch (looked up on every call, so a test's stub is
 * used). Rendering on the server (entry-server.tsx, decision 035), the server answers its own
 * calls in-process instead, as Node's fetch has no page to be relative to.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * The language the page shows, as Accept-Language: the server answers its error messages in it
 * (decision 044), so an error reaches a Hindi page in Hindi.
 */
function acceptLanguage(): string {
  return LOCALE_OF[currentLanguage()];
}

/** A non-ok answer (or no answer at all: status 0), carrying the server's own message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Who is calling: registered by lib/auth.tsx; until then every call goes out anonymous. */
export interface ApiIdentity {
  /** Whether someone is signed in here (their token may still fail to come). */
  signedIn(): boolean;
  /** The signed-in person's identity token, or null when nobody is signed in. */
  token(): Promise<string | null>;
  /** A new token after the server refused one; null when there is no session any more. */
  renewToken(): Promise<string | null>;
  /** The server refused a new token too: the session has ended. */
  sessionEnded(): void;
}

const anonymous: ApiIdentity = {
  signedIn: () => false,
  token: async () => null,
  renewToken: async () => null,
  sessionEnded: () => {},
};

let identity: ApiIdentity = anonymous;

/** SPEC §6: the identity token travels as `Authorization: Bearer <token>`. */
export function setIdentity(next: ApiIdentity | null): void {
  identity = next ?? anonymous;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON when given, or as it is when `contentType` says what it is. */
  body?: unknown;
  /** The body's type when it is text of another kind (a CSV file): sent as it is. */
  contentType?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, response: Response): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

/** Like apiFetch, but also hands back the headers (for X-Total-Count and the like). */
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await authorizedFetch(path, options, 'application/json');
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(data, response));
  return { data: data as T, headers: response.headers };
}

/**
 * A file the API answers with (a PDF invoice), as a Blob; the same token and errors as
 * apiFetch. A link cannot carry the bearer token, so downloads come through here.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await authorizedFetch(path, { signal }, '*/*');
  if (!response.ok) {
    throw new ApiError(response.status, messageOf(await readBody(response), response));
  }
  return response.blob();
}

/** The request with the identity token, renewed once when refused. */
async function authorizedFetch(
  path: string,
  { method = 'GET', body, contentType, signal, headers }: ApiRequestOptions,
  accept: string,
): Promise<Response> {
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', accept);
  if (!requestHeaders.has('Accept-Language'))
    requestHeaders.set('Accept-Language', acceptLanguage());
  if (body !== undefined) requestHeaders.set('Content-Type', contentType ?? 'application/json');
  const json = body === undefined ? undefined : contentType ? String(body) : JSON.stringify(body);

  async function send(token: string | null): Promise<Response> {
    if (token) requestHeaders.set('Authorization', `Bearer ${token}`);
    try {
      return await transport(`${API_BASE_URL}${path}`, {
        method,
        headers: requestHeaders,
        body: json,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
    }
  }

  const token = await identity.token();
  let response = await send(token);
  // A refused token (or none, for someone signed in): a newer one may do (the old one outlived
  // its key or claims); the server refuses before doing anything, so sending again is safe.
  // Refused again, or no new token at all, and the session has ended: the person is told and
  // sent to sign in.
  if (response.status === 401 && (token || identity.signedIn())) {
    const renewed = await identity.renewToken();
    if (renewed) response = await send(renewed);
    if (response.status === 401) identity.sessionEnded();
  }
  return response;
}

/** `apiFetch<Product[]>('/products?search=bamboo')` → the parsed JSON, or throws ApiError. */
export async function apiFetch<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** One page of a list endpoint (the one reading of X-Total-Count). */
export interface ApiPage<T> {
  items: T[];
  /** X-Total-Count; null when the server does not send a whole number. */
  total: number | null;
  /** X-Total-At-Least: the server stopped counting at `total`; there are more. */
  totalAtLeast: boolean;
  offset: number;
  /** X-Next-Cursor: the next page's keyset cursor, when the list offers one. */
  nextCursor: string | null;
  /** X-Search-Corrected: the typo-corrected search the products are for (decision 038). */
  searchCorrected?: string;
  /** X-Search-Partial: no product matched every word; these match most of them (decision 060). */
  searchPartial?: boolean;
}

/**
 * GET a paged list: `limit` and then `cursor` (keyset paging) or `offset` (when given) are added
 * to the path's query string.
 */
export async function apiPage<T>(
  path: string,
  {
    limit,
    offset,
    cursor,
    signal,
  }: { limit: number; offset?: number; cursor?: string; signal?: AbortSignal },
): Promise<ApiPage<T>> {
  const separator = path.includes('?') ? '&' : '?';
  const range = cursor
    ? `limit=${limit}&cursor=${encodeURIComponent(cursor)}`
    : offset === undefined
      ? `limit=${limit}`
      : `limit=${limit}&offset=${offset}`;
  const { data, headers } = await apiRequest<T[]>(`${path}${separator}${range}`, { signal });
  const header = headers.get('X-Total-Count')?.trim();
  const total = header ? Number(header) : Number.NaN;
  const corrected = headers.get('X-Search-Corrected')?.trim();
  return {
    ...(corrected ? { searchCorrected: decodeHeader(corrected) } : {}),
    ...(headers.get('X-Search-Partial') ? { searchPartial: true } : {}),
    items: data,
    total: Number.isInteger(total) && total >= 0 ? total : null,
    totalAtLeast: headers.get('X-Total-At-Least')?.trim() === 'true',
    offset: offset ?? 0,
    nextCursor: headers.get('X-Next-Cursor')?.trim() || null,
  };
}

/** A URI-encoded header's text (it may be Hindi), or the header as sent if it is not encoded. */
function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * getNextPageParam for apiPage lists: the next offset while there is more. Without a whole
 * total (none, or only "at least"), a full page means there may be more.
 */
export function nextPageOffset(last: ApiPage<unknown>, limit: number): number | undefined {
  const next = last.offset + last.items.length;
  if (last.total !== null && !last.totalAtLeast) {
    return next < last.total && last.items.length > 0 ? next : undefined;
  }
  return last.items.length === limit ? next : undefined;
}

/** An infinite query's pages as one list: every item so far, and the first page's total. */
export function allPages<T>(data: { pages: ApiPage<T>[] }): {
  items: T[];
  total: number | null;
  totalAtLeast: boolean;
  searchCorrected?: string;
  searchPartial?: boolean;
} {
  const first = data.pages[0];
  return {
    items: data.pages.flatMap((page) => page.items),
    total: first?.total ?? null,
    totalAtLeast: first?.totalAtLeast ?? false,
    ...(first?.searchCorrected ? { searchCorrected: first.searchCorrected } : {}),
    ...(first?.searchPartial ? { searchPartial: true } : {}),
  };
}

/**
 * POSTs a file as the request body (its bytes, with its own content type), reporting progress
 * from 0 to 1 as it goes (fetch cannot report upload progress; XMLHttpRequest can). Same token,
 * renewal and error shape as apiRequest.
 */
export async function apiUpload<T>(
  path: string,
  file: Blob,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  function send(
    token: string | null,
  ): Promise<{ status: number; body: unknown; statusText: string }> {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', `${API_BASE_URL}${path}`);
      request.setRequestHeader('Accept', 'application/json');
      request.setRequestHeader('Accept-Language', acceptLanguage());
      request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total);
      };
      request.onload = () => {
        let body: unknown = request.responseText;
        try {
          body = request.responseText ? JSON.parse(request.responseText) : undefined;
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: request.status, body, statusText: request.statusText });
      };
      request.onerror = () =>
        reject(new ApiError(0, 'Could not reach the server. Check your connection and try again.'));
      request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
      signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send(file);
    });
  }
  const token = await identity.token();
  let answer = await send(token);
  if (answer.status === 401 && (token || identity.signedIn())) {
    const renewed = await identity.renewToken();
    if (renewed) answer = await send(renewed);
    if (answer.status === 401) identity.sessionEnded();
  }
  if (answer.status < 200 || answer.status >= 300) {
    const { body } = answer;
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : answer.status === 413
          ? 'The file is too large.'
          : answer.statusText || `Request failed with status ${answer.status}`;
    throw new ApiError(answer.status, message);
  }
  onProgress?.(1);
  return answer.body as T;
}
