// The typed API client of the specs (decision 072): openapi-fetch over the types
// `npm run api:types` generates from the server's OpenAPI document (./api-types.ts), so the
// e2e support code is a consumer of the document and breaks when the API leaves it.
// Requests go through the page's request context: its cookies are the page's session.
import type { Page } from '@playwright/test';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './api-types';

export type ApiClient = Client<paths>;

/**
 * The base address that stands for "the page's own context": requests go to the path alone, which
 * Playwright resolves against the context's baseURL (a second server's context has its own).
 */
export const PAGE_CONTEXT = 'http://page-context.invalid';

/** A client calling the shop at `baseURL` as `page`'s browser context (its cookies). */
export function apiClient(page: Page, baseURL: string = PAGE_CONTEXT): ApiClient {
  return createClient<paths>({
    baseUrl: baseURL,
    fetch: async (request: Request) => {
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const url = request.url.startsWith(PAGE_CONTEXT)
        ? request.url.slice(PAGE_CONTEXT.length)
        : request.url;
      const response = await page.request.fetch(url, {
        method: request.method,
        headers: Object.fromEntries(request.headers),
        data: body,
        failOnStatusCode: false,
      });
      const status = response.status();
      return new Response(status === 204 || status === 304 ? null : await response.text(), {
        status,
        headers: response.headers(),
      });
    },
  });
}

/** A fresh identity token of `page`'s session (GET /api/auth/token). */
export async function identityToken(client: ApiClient): Promise<string> {
  const { data, error } = await client.GET('/api/auth/token');
  if (!data) throw new Error(`no identity token: ${JSON.stringify(error)}`);
  return data.token;
}
