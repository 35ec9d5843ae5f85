// @ts-check
import { errorMessage } from '../lib/cli.mjs';

/** libcurl's texts (curl_easy_strerror), which pg_net records, by the code Node reports instead. */
const CURL_ERRORS = new Map([
  ['ECONNREFUSED', "Couldn't connect to server"],
  ['EHOSTUNREACH', "Couldn't connect to server"],
  ['ENETUNREACH', "Couldn't connect to server"],
  ['ENOTFOUND', "Couldn't resolve host name"],
  ['EAI_AGAIN', "Couldn't resolve host name"],
  ['ECONNRESET', 'Failure when receiving data from the peer'],
  ['UND_ERR_SOCKET', 'Server returned nothing (no headers, no data)'],
  ['ERR_INVALID_URL', 'URL using bad/illegal format or missing URL'],
  ['CERT_HAS_EXPIRED', 'SSL peer certificate or SSH remote key was not OK'],
  ['DEPTH_ZERO_SELF_SIGNED_CERT', 'SSL peer certificate or SSH remote key was not OK'],
  ['SELF_SIGNED_CERT_IN_CHAIN', 'SSL peer certificate or SSH remote key was not OK'],
  ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'SSL peer certificate or SSH remote key was not OK'],
  ['ERR_TLS_CERT_ALTNAME_INVALID', 'SSL peer certificate or SSH remote key was not OK'],
]);

/**
 * What libcurl would have said, else Node's own message. fetch reports "fetch failed"; its cause
 * says what happened (ECONNREFUSED, ENOTFOUND...).
 * @param {unknown} error
 */
export function curlErrorText(error) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = /** @type {{ code?: unknown }} */ (cause ?? {}).code;
  return (typeof code === 'string' && CURL_ERRORS.get(code)) || errorMessage(cause);
}
