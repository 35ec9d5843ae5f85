// @ts-check
// npm test: every check and test suite, in order, stopping at the first that fails; then how
// long each took. Each step is an npm script of its own, runnable alone.
import { spawnSync } from 'node:child_process';

export const steps = [
  'db:types:check',
  'check',
  'lint',
  'format:check',
  'test:unit',
  'test:db',
  'test:db:postgres',
  'test:build',
  'test:e2e',
  'test:cdn',
];

/** @param {string} step */
function runNpmScript(step) {
  const npmCli = process.env.npm_execpath;
  // The npm that started us, under this Node: a Node brought by with-node.mjs stays in charge.
  const [command, args] =
    npmCli && /\.c?js$/.test(npmCli)
      ? [process.execPath, [npmCli, 'run', step]]
      : [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', step]];
  const startedAt = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return { step, status: result.status ?? 1, seconds: (Date.now() - startedAt) / 1000 };
}

const done = [];
for (const step of steps) {
  const outcome = runNpmScript(step);
  done.push(outcome);
  if (outcome.status !== 0) break;
}
console.log('\ntest: step times');
for (const { step, status, seconds } of done) {
  console.log(
    `  ${step.padEnd(18)} ${seconds.toFixed(1).padStart(6)} s${status ? '  FAILED' : ''}`,
  );
}
const failed = done.find(({ status }) => status !== 0);
if (failed) {
  console.error(`test: ${failed.step} failed; the steps after it did not run.`);
  process.exit(failed.status);
}
console.log(`test: all ${steps.length} steps passed.`);
