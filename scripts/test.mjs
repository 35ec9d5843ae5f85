// @ts-check
// npm test: every check and test suite, stopping at the first group that fails; then how long
// each step took. Each step is an npm script of its own, runnable alone. The steps of a group
// share nothing (no port, file or database) and none keeps CI's two cores busy alone, so they
// run side by side. Their output is held and printed whole, one step after the other, so that a
// failure reads as if run alone. `node scripts/test.mjs <step> <step>...` runs only the steps
// named, side by side.
import { spawn } from 'node:child_process';

/** @type {string[][]} */
export const groups = [
  ['db:types:check', 'check', 'lint', 'format:check'],
  ['test:unit', 'test:build'],
  // The CDN leg waits on its browser and its one build most of its time.
  ['test:db', 'test:db:postgres', 'test:cdn'],
  ['test:e2e'],
];

export const steps = groups.flat();

/**
 * @param {string} step
 * @param {boolean} alone  whether its output goes straight to the terminal
 * @returns {Promise<{ step: string, status: number, seconds: number, output: Buffer[] }>}
 */
function runNpmScript(step, alone) {
  const npmCli = process.env.npm_execpath;
  // The npm that started us, under this Node: a Node brought by with-node.mjs stays in charge.
  const [command, args] =
    npmCli && /\.c?js$/.test(npmCli)
      ? [process.execPath, [npmCli, 'run', step]]
      : [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', step]];
  const startedAt = Date.now();
  /** @type {Buffer[]} */
  const output = [];
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  });
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (/** @type {number} */ status) =>
      resolve({ step, status, seconds: (Date.now() - startedAt) / 1000, output });
    child.once('error', (error) => {
      output.push(Buffer.from(`test: could not start npm run ${step}: ${error.message}\n`));
      done(1);
    });
    child.once('close', (code) => done(code ?? 1));
  });
}

const named = process.argv.slice(2);
const unknown = named.filter((step) => !steps.includes(step));
if (unknown.length > 0) {
  console.error(`test: no step ${unknown.join(', ')}; the steps are ${steps.join(', ')}`);
  process.exit(2);
}

const done = [];
for (const group of named.length > 0 ? [named] : groups) {
  const alone = group.length === 1;
  if (!alone) console.log(`test: ${group.join(', ')} side by side; each one's output when it ends`);
  const outcomes = await Promise.all(group.map((step) => runNpmScript(step, alone)));
  for (const outcome of outcomes) {
    if (!alone) {
      console.log(`\ntest: npm run ${outcome.step}, ${outcome.status ? 'FAILED' : 'passed'}:`);
      process.stdout.write(Buffer.concat(outcome.output));
    }
    done.push(outcome);
  }
  if (outcomes.some(({ status }) => status !== 0)) break;
}
console.log('\ntest: step times (steps of one group ran side by side)');
for (const { step, status, seconds } of done) {
  console.log(
    `  ${step.padEnd(18)} ${seconds.toFixed(1).padStart(6)} s${status ? '  FAILED' : ''}`,
  );
}
const failed = done.filter(({ status }) => status !== 0);
if (failed.length > 0) {
  const names = failed.map(({ step }) => step).join(', ');
  console.error(
    `test: ${names} failed; the steps after ${failed.length > 1 ? 'them' : 'it'} did not run.`,
  );
  process.exit(failed[0]?.status ?? 1);
}
console.log(`test: all ${done.length} steps passed.`);
