import createClient from 'openapi-fetch';
import type { paths } from './schema';

/** The one API v1 client; same origin in production, proxied by Vite in development. */
export const api = createClient<paths>({ baseUrl: '/api/v1' });
