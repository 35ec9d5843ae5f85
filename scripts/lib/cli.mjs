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
 * parseArgs, with a mistyped option answered by the usage rather than a stack trace, and
 * `--help` (`-h`) by the usage alone.
 * @template {import('node:util').ParseArgsOptionsConfig} T
 * @param {T} options
 * @param {string} usage
 * @param {string[]} [args]
 * @returns {ReturnType<typeof parseArgs<{ options: T }>>['values']}
 */
export function parseCommandLine(options, usage, args) {
  /** @type {Record<string, unknown>} */
  let values;
  try {
    values = parseArgs({
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      args,
    }).values;
  } catch (error) {
    throw new CliError(`${errorMessage(error)}\n\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return /** @type {ReturnType<typeof parseArgs<{ options: T }>>['values']} */ (values);
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
