/**
 * The app's typed operation client: `callOperation(operation, { params, query, body })` through
 * the HTTP client of SPEC §4 (Bearer on the API origin, one refresh and retry on 401).
 */
export { callOperation } from '../auth/auth-runtime.ts';
