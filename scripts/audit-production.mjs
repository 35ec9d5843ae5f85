// @ts-check
// The advisory check of what builds the site (GitHub Actions' audit job):
//   node scripts/audit-production.mjs                 runs `npm audit --omit=dev --json`
//   node scripts/audit-production.mjs --report F.json judges a saved report instead
// It fails on every high or critical advisory in the production tree except those reviewed in
// audit-exceptions.json, and on an exception that has expired or was written for longer than
// six months: a reviewed advisory comes back to a person, a new one is never waved through.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError, errorMessage, parseCommandLine } from './lib/cli.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const EXCEPTIONS_FILE = path.join(root, 'audit-exceptions.json');
const FAILING_SEVERITIES = new Set(['high', 'critical']);
const MAX_MONTHS = 6;

/**
 * @typedef {object} AuditException
 * @property {string} advisory the GHSA id
 * @property {string} package the vulnerable package's name
 * @property {string[]} paths every place of it in the tree (`node_modules/…`), as npm audit lists them
 * @property {string} dependents how it gets there, for the reviewer (`tailwindcss > chokidar > braces`)
 * @property {string} reason why it cannot be reached here
 * @property {string} reviewedBy
 * @property {string} reviewedOn YYYY-MM-DD
 * @property {string} expires YYYY-MM-DD, at most six months after reviewedOn
 */

/**
 * @typedef {object} Advisory
 * @property {string} id the GHSA id (or npm's number when the advisory has no GHSA address)
 * @property {string} package
 * @property {string} severity
 * @property {string} title
 * @property {string[]} paths
 */

/**
 * The advisories an `npm audit --json` report (format 2) names, once each per package: a
 * package listed only because one of its dependencies is vulnerable carries none of its own.
 * @param {any} report
 * @returns {Advisory[]}
 */
export function advisoriesOf(report) {
  if (!report || typeof report !== 'object') throw new Error('the audit report is not JSON');
  if (report.error) {
    throw new Error(`npm audit failed: ${report.error.summary ?? JSON.stringify(report.error)}`);
  }
  if (report.auditReportVersion !== 2 || typeof report.vulnerabilities !== 'object') {
    throw new Error('the audit report is not npm audit --json format 2');
  }
  /** @type {Map<string, Advisory>} */
  const found = new Map();
  for (const entry of Object.values(report.vulnerabilities)) {
    for (const via of entry.via ?? []) {
      if (typeof via !== 'object' || via === null) continue;
      const id = /GHSA(-[0-9a-z]{4}){3}/.exec(String(via.url ?? ''))?.[0];
      const advisory = {
        id: id ?? `npm-${via.source}`,
        package: String(via.name ?? entry.name),
        severity: String(via.severity ?? entry.severity),
        title: String(via.title ?? ''),
        paths: [...(entry.nodes ?? [])].map(String).sort(),
      };
      found.set(`${advisory.id} ${advisory.package}`, advisory);
    }
  }
  return [...found.values()];
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What is wrong with an exception as written (empty when nothing is).
 * @param {any} exception
 * @returns {string[]}
 */
export function problemsOf(exception) {
  const name = `${exception?.advisory ?? '?'} (${exception?.package ?? '?'})`;
  const problems = [];
  for (const field of ['advisory', 'package', 'dependents', 'reason', 'reviewedBy']) {
    if (typeof exception?.[field] !== 'string' || exception[field].trim() === '') {
      problems.push(`${name}: "${field}" is missing`);
    }
  }
  if (!Array.isArray(exception?.paths) || exception.paths.length === 0) {
    problems.push(`${name}: "paths" must list where the package is in the tree`);
  }
  for (const field of ['reviewedOn', 'expires']) {
    if (!day.test(String(exception?.[field] ?? '')) || Number.isNaN(Date.parse(exception[field]))) {
      problems.push(`${name}: "${field}" must be a date, YYYY-MM-DD`);
    }
  }
  if (problems.length === 0) {
    const limit = new Date(`${exception.reviewedOn}T00:00:00Z`);
    limit.setUTCMonth(limit.getUTCMonth() + MAX_MONTHS);
    if (new Date(`${exception.expires}T00:00:00Z`) > limit) {
      problems.push(`${name}: expires more than ${MAX_MONTHS} months after its review`);
    }
  }
  return problems;
}

/**
 * @param {Advisory} advisory
 * @param {AuditException} exception
 */
const covers = (advisory, exception) =>
  exception.advisory === advisory.id &&
  exception.package === advisory.package &&
  advisory.paths.every((place) => exception.paths.includes(place));

/**
 * The verdict on a report: the advisories that fail the job, with why, and the ones let pass.
 * @param {any} report `npm audit --omit=dev --json`
 * @param {any[]} exceptions audit-exceptions.json's list
 * @param {string} today YYYY-MM-DD
 */
export function judgeAudit(report, exceptions, today) {
  const failures = exceptions.flatMap(problemsOf);
  const valid = exceptions.filter((exception) => problemsOf(exception).length === 0);
  /** @type {Advisory[]} */
  const excepted = [];
  for (const advisory of advisoriesOf(report)) {
    if (!FAILING_SEVERITIES.has(advisory.severity)) continue;
    const what = `${advisory.id} in ${advisory.package} (${advisory.severity}): ${advisory.title}`;
    const exception = valid.find((candidate) => covers(advisory, candidate));
    if (!exception) {
      const elsewhere = valid.some(
        (candidate) => candidate.advisory === advisory.id && candidate.package === advisory.package,
      );
      const where = advisory.paths.join(', ');
      failures.push(
        elsewhere
          ? `${what}: now also at ${where}, which its review did not cover`
          : `${what}: not reviewed (at ${where})`,
      );
    } else if (exception.expires < today) {
      failures.push(`${what}: its review expired on ${exception.expires}; review it again`);
    } else {
      excepted.push(advisory);
    }
  }
  return { failures, excepted };
}

/** @returns {any} */
function runNpmAudit() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
  try {
    return JSON.parse(result.stdout);
  } catch {
    throw new CliError(`npm audit printed no report: ${result.stderr.trim() || result.error}`);
  }
}

function main() {
  const options = parseCommandLine(
    { report: { type: 'string' }, exceptions: { type: 'string' } },
    'usage: node scripts/audit-production.mjs [--report audit.json] [--exceptions file.json]',
  );
  const report = options.report ? JSON.parse(readFileSync(options.report, 'utf8')) : runNpmAudit();
  const file = JSON.parse(readFileSync(options.exceptions ?? EXCEPTIONS_FILE, 'utf8'));
  const today = new Date().toISOString().slice(0, 10);
  const { failures, excepted } = judgeAudit(report, file.exceptions ?? [], today);
  for (const advisory of excepted) {
    console.log(`audit: ${advisory.id} in ${advisory.package}: reviewed, not reachable here`);
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(`audit: ${failure}`);
    process.exit(1);
  }
  console.log('audit: no unreviewed high or critical advisory in the production tree');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`audit: ${errorMessage(error)}`);
    process.exit(1);
  }
}
