import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildStopped, createSiteBuilder } from '../../scripts/site/site-builder.mjs';

/** A build step the test finishes by hand: each call waits until released. */
function controlledBuild() {
  const started: { outDir: string; finish: (ok?: boolean) => void }[] = [];
  const build = (outDir: string) =>
    new Promise<void>((resolve, reject) => {
      started.push({
        outDir,
        finish: async (ok = true) => {
          if (!ok) return reject(new Error('astro build exited with 1'));
          await mkdir(outDir, { recursive: true });
          await writeFile(path.join(outDir, 'index.html'), `build ${started.length}`);
          resolve();
        },
      });
    });
  return { build, started };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Waits until the builder has started `count` builds (finishing one takes file writes). */
async function buildsStarted(started: unknown[], count: number) {
  for (const deadline = Date.now() + 5000; started.length < count && Date.now() < deadline;) {
    await tick();
  }
  return started.length;
}

async function builderWith(build: (outDir: string) => Promise<void>) {
  const outRoot = await mkdtemp(path.join(tmpdir(), 'sb-'));
  return createSiteBuilder({ outRoot, build, log: () => {} });
}

describe('site builder', () => {
  it('serves a build only once it is complete', async () => {
    const { build, started } = controlledBuild();
    const builder = await builderWith(build);
    const done = builder.request();
    await buildsStarted(started, 1);
    expect(builder.current).toBeNull();
    started[0]!.finish();
    await done;
    expect(builder.current).toBe(started[0]!.outDir);
  });

  it('coalesces publishes during a build into exactly one more build', async () => {
    const { build, started } = controlledBuild();
    const builder = await builderWith(build);
    const first = builder.request();
    await buildsStarted(started, 1);
    const during = [builder.request(), builder.request(), builder.request()];
    started[0]!.finish();
    expect(await buildsStarted(started, 2)).toBe(2);
    started[1]!.finish();
    await Promise.all([first, ...during]);
    expect(started).toHaveLength(2);
    expect(builder.current).toBe(started[1]!.outDir);
    expect(await readFile(path.join(builder.current!, 'index.html'), 'utf8')).toBe('build 2');
  });

  it('keeps the live site when a rebuild fails', async () => {
    const { build, started } = controlledBuild();
    const builder = await builderWith(build);
    const first = builder.request();
    await buildsStarted(started, 1);
    started[0]!.finish();
    await first;
    const second = builder.request();
    await buildsStarted(started, 2);
    started[1]!.finish(false);
    await second;
    expect(builder.current).toBe(started[0]!.outDir);
  });

  it('says a build stopped by the shutdown was stopped, not that it failed', async () => {
    const outRoot = await mkdtemp(path.join(tmpdir(), 'sb-'));
    const lines: string[] = [];
    let calls = 0;
    const builder = createSiteBuilder({
      outRoot,
      log: (line) => lines.push(line),
      build: async (outDir) => {
        calls += 1;
        if (calls === 2) throw new BuildStopped('SIGTERM');
        await mkdir(outDir, { recursive: true });
      },
    });
    await builder.request();
    await builder.request();
    expect(lines.filter((line) => !/build \d+ (started|is live)/.test(line))).toEqual([
      'site: a build was stopped before it finished (SIGTERM); the previous build stays live.',
    ]);
  });
});
