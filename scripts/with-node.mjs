// @ts-check
// Runs a command under the Node this project needs: every npm script goes through it.
//   node scripts/with-node.mjs node scripts/start.mjs --reset
//   node scripts/with-node.mjs astro check
// When the Node running it is older than package.json's `engines.node`, it installs a
// project-local Node (the npm package `node`, a binary shipped through the npm registry) into
// .tools/ once, says so in one line, and runs the command with that Node first on PATH, so that
// everything the command starts uses it too. The system Node is never touched.
// Written for old Nodes on purpose: it must run, and explain itself, on whatever `node` a
// newcomer has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The Node installed into .tools/ when the system's is too old; keep within engines.node. */
export const LOCAL_NODE_VERSION = '22.23.3';

const root = fileURLToPath(new URL('..', import.meta.url));
const tools = path.join(root, '.tools');
const windows = process.platform === 'win32';
const localBinDir = path.join(tools, 'node_modules', 'node', 'bin');
const localNode = path.join(localBinDir, windows ? 'node.exe' : 'node');

/**
 * The lowest Node version package.json accepts (`engines.node` is written as ">=X.Y.Z").
 * @param {string} range
 */
export function minimumVersion(range) {
  const match = /^>=\s*v?(\d+(?:\.\d+){0,2})$/.exec(range.trim());
  if (!match?.[1]) throw new Error(`engines.node must read ">=X.Y.Z", not "${range}"`);
  return match[1];
}

/**
 * @param {string} version e.g. "20.20.2"
 * @param {string} minimum e.g. "22.12"
 */
export function isAtLeast(version, minimum) {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const want = minimum.split('.').map(Number);
  for (let i = 0; i < want.length; i += 1) {
    const a = have[i] ?? 0;
    const b = want[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`with-node: ${message}`);
  process.exit(1);
}

/** @param {string} node */
function versionOf(node) {
  const result = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Installs LOCAL_NODE_VERSION into .tools/ unless a good one is there already.
 * @param {string} minimum
 */
function ensureLocalNode(minimum) {
  const present = existsSync(localNode) ? versionOf(localNode) : null;
  if (present && isAtLeast(present, minimum)) return;
  mkdirSync(tools, { recursive: true });
  // The `node` package fetches its platform binary in a preinstall script: allow exactly that.
  const manifest = { private: true, allowScripts: { node: true } };
  writeFileSync(path.join(tools, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const npmCli = process.env.npm_execpath;
  const args = [
    'install',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `node@${LOCAL_NODE_VERSION}`,
  ];
  const result =
    npmCli && /\.c?js$/.test(npmCli)
      ? spawnSync(process.execPath, [npmCli, ...args], { cwd: tools, encoding: 'utf8' })
      : spawnSync(windows ? 'npm.cmd' : 'npm', args, {
          cwd: tools,
          encoding: 'utf8',
          shell: windows,
        });
  const installed = existsSync(localNode) ? versionOf(localNode) : null;
  if (result.status !== 0 || !installed || !isAtLeast(installed, minimum)) {
    const lines = `${result.stderr ?? ''}\n${result.error?.message ?? ''}`
      .split('\n')
      .map((line) => line.replace(/^npm (error|ERR!) ?/, '').trimEnd())
      .filter((line) => line.trim() && !/^npm (warn|notice)/.test(line));
    const reason =
      lines.find((line) => !/^(\s|code |syscall |errno |path |A complete log|\{|\})/.test(line)) ??
      lines.pop();
    fail(
      `could not install Node ${LOCAL_NODE_VERSION} into .tools/ (${reason ?? 'no reason given'}). ` +
        `Install Node ${minimum} or newer yourself (https://nodejs.org or \`nvm install 22\`) and run the command again.`,
    );
  }
}

/** @param {NodeJS.ProcessEnv} env @param {string} dir */
function withFirstOnPath(env, dir) {
  const key = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') ?? 'PATH';
  return { ...env, [key]: [dir, env[key]].filter(Boolean).join(path.delimiter) };
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) fail('usage: node scripts/with-node.mjs <command> [args...]');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const minimum = minimumVersion(manifest.engines.node);

  let node = process.execPath;
  let env = process.env;
  if (isAtLeast(process.versions.node, minimum)) {
    const script = command === 'node' && args[0] && !args[0].startsWith('-') ? args[0] : null;
    if (script) {
      // In this process: no second process to pass signals to, nothing added to the start-up.
      process.argv = [process.execPath, path.resolve(script), ...args.slice(1)];
      await import(pathToFileURL(path.resolve(script)).href);
      return;
    }
  } else {
    ensureLocalNode(minimum);
    console.error(
      `with-node: Node ${process.versions.node} is older than the ${minimum} this project needs; ` +
        `using Node ${LOCAL_NODE_VERSION} from .tools/ (the system Node is left alone).`,
    );
    node = localNode;
    env = withFirstOnPath(process.env, localBinDir);
  }

  const child =
    command === 'node'
      ? spawn(node, args, { stdio: 'inherit', env })
      : spawn(command, args, { stdio: 'inherit', env, shell: windows });
  // Ctrl-C reaches the child with the rest of the process group: wait for it to finish. A
  // SIGTERM or SIGHUP sent to this process alone is passed on.
  process.on('SIGINT', () => {});
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('error', (error) => fail(`could not run ${command}: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 1);
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
