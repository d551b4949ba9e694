/** The MSW server of unit and component tests; each test adds the handlers it needs. */
import { setupServer } from 'msw/node';

export const server = setupServer();

/** An absolute API URL for MSW handlers (jsdom's origin + the default API root). */
export const api = (path: string) => `http://localhost:3000/api/v1/${path.replace(/^\/+/, '')}`;
