// @ts-check
// How every command under scripts/ reads its options and reports failure.
import { parseArgs } from 'node:util';

/** A failure whose message tells the person running the command what to do: printed without a stack. */
export class CliError extends Error {
  name = 'CliError';
}

/**
 * The text of anything thrown; for an AggregateError (a connection tried on several addresses),
 * its first error's.
 * @param {unknown} error
 * @returns {string}
 */
export function errorMessage(error) {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return errorMessage(error.errors[0]);
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * parseArgs, with a mistyped option answered by the usage rather than a stack trace.
 * @template {import('node:util').ParseArgsOptionsConfig} T
 * @param {T} options
 * @param {string} usage
 * @param {string[]} [args]
 */
export function parseCommandLine(options, usage, args) {
  try {
    return parseArgs({ options, args }).values;
  } catch (error) {
    throw new CliError(`${errorMessage(error)}\n\n${usage}`);
  }
}

/**
 * Runs a command's main: a CliError is printed as `name: message`, anything else with its stack;
 * either way the process exits with 1.
 * @param {string} name the command, as its messages are prefixed
 * @param {() => Promise<unknown>} main
 */
export function runCli(name, main) {
  main().catch((error) => {
    console.error(
      `${name}: ${error instanceof CliError ? error.message : (error?.stack ?? error)}`,
    );
    process.exit(1);
  });
}
