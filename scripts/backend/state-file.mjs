// @ts-check
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { CliError } from '../lib/cli.mjs';

/**
 * @typedef {object} BackendState
 * @property {number} pid
 * @property {string} [url] the API gateway
 * @property {string} [dbUrl] where the database accepts connections while the backend runs
 */

/** Data directories claimed by this process: the pid check cannot tell two of them apart. */
const claimedHere = new Set();

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * True if something accepts connections at the URL's port.
 * @param {string} url
 */
function isListening(url) {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    const answer = (/** @type {boolean} */ listening) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(1000, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}

/**
 * The state of the backend using a data directory, if one is running. A killed backend's pid
 * may linger (a zombie, or reused), so once started it must also still answer on its port.
 * @param {string} file
 * @returns {Promise<BackendState | null>}
 */
export async function readRunningBackend(file) {
  /** @type {BackendState} */
  let state;
  try {
    state = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
  if (!isAlive(state.pid)) return null;
  if (state.url && !(await isListening(state.url))) return null;
  return state;
}

/**
 * Claims the data directory for this process: PGlite's files must have a single writer.
 * @param {string} file
 * @param {string} dataDir for the message
 */
export async function claimDataDir(file, dataDir) {
  const running = await readRunningBackend(file);
  if (claimedHere.has(file) || (running && running.pid !== process.pid)) {
    throw new CliError(
      `Another local backend (pid ${running?.pid ?? process.pid}) is using ${dataDir}. Stop it first.`,
    );
  }
  claimedHere.add(file);
  await writeState(file, { pid: process.pid });
}

/**
 * @param {string} file
 * @param {BackendState} state
 */
export async function writeState(file, state) {
  await writeFile(file, `${JSON.stringify(state, null, 2)}\n`);
}

/** @param {string} file */
export async function releaseDataDir(file) {
  claimedHere.delete(file);
  const running = await readRunningBackend(file);
  if (running?.pid === process.pid) await unlink(file).catch(() => {});
}
