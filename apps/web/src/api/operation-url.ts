// The contract owns it so that the server's tests build the same URLs as the web.
export { operationUrl } from '@atrium/contract/operations';
