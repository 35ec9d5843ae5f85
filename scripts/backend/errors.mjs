// @ts-check
/** An error whose message is meant for the person running the backend: printed without a stack. */
export class BackendError extends Error {
  name = 'BackendError';
}
