/**
 * A lead form its island's code never reached (a first visit on a bad connection, a blocked
 * script, JavaScript off) is sent by the browser itself, as plain HTML forms are, to its
 * `action`: the WhatsApp chat, with the form's greeting as the message. What was typed goes
 * only to WhatsApp, where the message goes anyway, never to this site's host, whose logs keep
 * query strings.
 *
 * Where a service worker controls the page it can do better, on the device: `client:interaction`
 * then sends a form carrying this attribute to the page itself, and the worker answers with the
 * chat pre-filled with every value, or the page again with them kept
 * (src/service-worker/lead-form-answer.ts). No request leaves the device with the values.
 */
export const answeredByWorker = 'data-answered-by-worker';
