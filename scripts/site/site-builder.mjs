// @ts-check
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { errorMessage } from '../lib/cli.mjs';

/** Astro's command-line entry, as its package.json names it (it moves between majors). */
function astroCli() {
  const manifestPath = createRequire(import.meta.url).resolve('astro/package.json');
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin.astro);
}

/** A build ended by a signal (the site shutting down), not by a fault of the build. */
export class BuildStopped extends Error {
  /** @param {string} signal */
  constructor(signal) {
    super(`astro build was stopped by ${signal}`);
    this.name = 'BuildStopped';
    this.signal = signal;
  }
}

/**
 * `astro build` into outDir, with env added to this process's environment. Each build gets its
 * own cache directory: Astro keeps the content layer's data store there, and two builds sharing
 * one (the e2e sites start together) would render each other's articles. Resolves with the
 * build's output (its log).
 * @param {string} outDir
 * @param {Record<string, string>} [env]
 * @returns {Promise<string>}
 */
export async function astroBuild(outDir, env = {}) {
  if (!path.resolve(outDir).startsWith(process.cwd() + path.sep)) {
    // Astro would stage it in the shared .astro/ (see work-dir.mjs).
    throw new Error(`astro build: outDir must be inside ${process.cwd()}, not ${outDir}`);
  }
  const cacheDir = `${outDir}.cache`;
  try {
    return await new Promise((/** @type {(value: string) => void} */ resolve, reject) => {
      const child = spawn(process.execPath, [astroCli(), 'build', '--outDir', outDir], {
        env: { ...process.env, NODE_ENV: 'production', ASTRO_CACHE_DIR: cacheDir, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        // With CI set, Astro's logger colours its lines even into a pipe; callers read text.
        const log = stripVTControlCharacters(output);
        if (code === 0) resolve(log);
        else if (signal) reject(new BuildStopped(signal));
        else reject(new Error(`astro build exited with ${code}:\n${log.slice(-4000)}`));
      });
    });
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}

/**
 * Builds the site into a fresh directory each time and makes it current only when the build
 * succeeded, so visitors never see a half-written site. Requests that arrive while a build runs
 * coalesce into one more build after it.
 * `build` makes the site in the directory given (astroBuild, or a test's stand-in).
 * @param {{ outRoot: string, env?: Record<string, string>, log?: (line: string) => void,
 *   build?: (outDir: string, env: Record<string, string>) => Promise<unknown> }} options
 */
export function createSiteBuilder({ outRoot, env = {}, log = console.log, build = astroBuild }) {
  /** @type {string | null} */
  let current = null;
  /** @type {Promise<void> | null} */
  let running = null;
  let pending = false;
  let count = 0;

  async function buildOnce() {
    const id = ++count;
    const outDir = path.join(outRoot, `build-${Date.now()}-${id}`);
    await mkdir(outRoot, { recursive: true });
    const started = Date.now();
    log(`site: build ${id} started`);
    try {
      await build(outDir, env);
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      throw error;
    }
    const previous = current;
    current = outDir;
    log(`site: build ${id} is live (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    // Requests already reading the old build get time to finish before it goes.
    // A failed removal (a file held open elsewhere) only leaves a stale directory behind.
    if (previous) {
      const removeOld = () =>
        rm(previous, { recursive: true, force: true }).catch((error) =>
          log(`site: could not remove the old build ${previous}: ${errorMessage(error)}`),
        );
      setTimeout(removeOld, 30_000).unref();
    }
  }

  async function drain() {
    do {
      pending = false;
      try {
        await buildOnce();
      } catch (error) {
        log(
          error instanceof BuildStopped
            ? `site: a build was stopped before it finished (${error.signal}); the previous build stays live.`
            : `site: build failed; the previous build stays live. ${errorMessage(error)}`,
        );
        if (!current) throw error;
      }
    } while (pending);
  }

  return {
    /**
     * The directory being served, or null before the first build.
     * @returns {string | null}
     */
    get current() {
      return current;
    },
    /**
     * Builds now, or once more after the running build; resolves when the site is up to date.
     * @returns {Promise<void>}
     */
    request() {
      if (running) {
        pending = true;
        return running;
      }
      running = drain().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
