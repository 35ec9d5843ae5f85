// @ts-check
import { parseArgs } from 'node:util';
import { errorMessage } from './database.mjs';
import { BackendError } from './errors.mjs';

/**
 * parseArgs, with a mistyped option answered by the usage rather than a stack trace.
 * @template {import('node:util').ParseArgsOptionsConfig} T
 * @param {T} options
 * @param {string} usage
 */
export function parseCommandLine(options, usage) {
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    throw new BackendError(`${errorMessage(error)}\n\n${usage}`);
  }
}

/**
 * Runs a command: a BackendError is printed as its message alone, anything else in full.
 * @param {() => Promise<void>} main
 */
export function runCli(main) {
  main().catch((error) => {
    console.error(error instanceof BackendError ? error.message : error);
    process.exit(1);
  });
}
