import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EXCEPTIONS_FILE,
  advisoriesOf,
  judgeAudit,
  problemsOf,
} from '../../scripts/audit-production.mjs';

// The audit job's filter (scripts/audit-production.mjs) over a saved `npm audit --omit=dev
// --json` report of our production tree: the registry reachable here answers no audit request.
const fixture = 'tests/unit/fixtures/npm-audit/production-tree.json';
const report = () => JSON.parse(readFileSync(fixture, 'utf8'));
const reviewed = () => JSON.parse(readFileSync(EXCEPTIONS_FILE, 'utf8')).exceptions;
const braces = () => reviewed()[0];
const today = '2026-11-26';

/** A report with one more advisory, as npm audit lists a newly published one. */
function withAdvisory(severity: string, name = 'nanoid') {
  const next = report();
  next.vulnerabilities[name] = {
    name,
    severity,
    isDirect: false,
    via: [
      {
        source: 1110001,
        name,
        dependency: name,
        title: 'A new advisory',
        url: 'https://github.com/advisories/GHSA-xxxx-4444-h7m2',
        severity,
        range: '<9.9.9',
      },
    ],
    effects: [],
    range: '<9.9.9',
    nodes: [`node_modules/${name}`],
    fixAvailable: true,
  };
  return next;
}

describe('the production audit', () => {
  it('reads one advisory per package, not the packages that merely depend on it', () => {
    expect(advisoriesOf(report())).toEqual([
      {
        id: 'GHSA-vfj7-8cjw-p6xm',
        package: 'braces',
        severity: 'high',
        title: 'braces is vulnerable to denial of service through deeply nested patterns',
        paths: ['node_modules/braces'],
      },
    ]);
  });

  it('passes the reviewed braces advisory, and the reviewed file is well formed', () => {
    expect(reviewed().flatMap(problemsOf)).toEqual([]);
    const verdict = judgeAudit(report(), reviewed(), today);
    expect(verdict.failures).toEqual([]);
    expect(verdict.excepted.map((advisory) => advisory.id)).toEqual(['GHSA-vfj7-8cjw-p6xm']);
  });

  it('fails on an unknown high or critical advisory, and lets a moderate one pass', () => {
    for (const severity of ['high', 'critical']) {
      expect(judgeAudit(withAdvisory(severity), reviewed(), today).failures).toEqual([
        `GHSA-xxxx-4444-h7m2 in nanoid (${severity}): A new advisory: not reviewed (at node_modules/nanoid)`,
      ]);
    }
    expect(judgeAudit(withAdvisory('moderate'), reviewed(), today).failures).toEqual([]);
  });

  it('fails once the review has expired', () => {
    const verdict = judgeAudit(report(), reviewed(), '2027-05-27');
    expect(verdict.failures).toEqual([
      'GHSA-vfj7-8cjw-p6xm in braces (high): braces is vulnerable to denial of service through deeply nested patterns: its review expired on 2027-05-26; review it again',
    ]);
  });

  it('fails when the package turns up somewhere its review did not cover', () => {
    const next = report();
    next.vulnerabilities.braces.nodes.push('node_modules/some-tool/node_modules/braces');
    expect(judgeAudit(next, reviewed(), today).failures).toEqual([
      'GHSA-vfj7-8cjw-p6xm in braces (high): braces is vulnerable to denial of service through deeply nested patterns: now also at node_modules/braces, node_modules/some-tool/node_modules/braces, which its review did not cover',
    ]);
  });

  it('refuses an exception written for more than six months, or without a reason', () => {
    const tooLong = { ...braces(), expires: '2027-05-27' };
    const noReason = { ...braces(), reason: ' ' };
    expect(problemsOf(tooLong)).toEqual([
      'GHSA-vfj7-8cjw-p6xm (braces): expires more than 6 months after its review',
    ]);
    expect(problemsOf(noReason)).toEqual(['GHSA-vfj7-8cjw-p6xm (braces): "reason" is missing']);
    const verdict = judgeAudit(report(), [tooLong], today);
    expect(verdict.failures).toHaveLength(2);
    expect(verdict.excepted).toEqual([]);
  });

  it('fails when npm audit could not ask the registry, rather than passing on no data', () => {
    const failed = { error: { code: 'ENOAUDIT', summary: 'audit endpoint returned an error' } };
    expect(() => judgeAudit(failed, reviewed(), today)).toThrow(
      'npm audit failed: audit endpoint returned an error',
    );
  });

  it("is the job's command: exit 0 on the reviewed report, 1 with the reason on a new advisory", () => {
    const run = (file: string) =>
      spawnSync(process.execPath, ['scripts/audit-production.mjs', '--report', file], {
        encoding: 'utf8',
      });
    const passing = run(fixture);
    expect(passing.status).toBe(0);
    expect(passing.stdout).toContain('GHSA-vfj7-8cjw-p6xm in braces: reviewed, not reachable here');

    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'audit-')), 'audit.json');
    writeFileSync(saved, JSON.stringify(withAdvisory('critical')));
    const failing = run(saved);
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('audit: GHSA-xxxx-4444-h7m2 in nanoid (critical)');
  });
});
