// @ts-check
// The peak resident memory of a process and all its descendants (a build and its esbuild
// subprocesses, say), sampled from /proc (Linux). getrusage's maxRSS covers one process only.
import { readdir, readFile } from 'node:fs/promises';

/** How often the process tree is sampled, in milliseconds. */
export const TREE_SAMPLE_MS = 200;

/**
 * Kilobytes of resident memory of pid and all its descendants, from /proc (Linux), or null.
 * @param {number} rootPid
 */
export async function treeRssKb(rootPid) {
  let entries;
  try {
    entries = await readdir('/proc');
  } catch {
    return null;
  }
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Field 4 (ppid) follows the command name, which is in parentheses and may hold spaces.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  let total = 0;
  for (const pending = [rootPid]; pending.length > 0;) {
    const pid = /** @type {number} */ (pending.pop());
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    total += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Samples the memory of pid's process tree every TREE_SAMPLE_MS until stop(), which waits for
 * the sample under way and resolves to the peak in kilobytes: 0 when there is no /proc, or no
 * pid (a process that never started). Calling stop() again is harmless.
 * @param {number | undefined} pid
 */
export function sampleTreePeak(pid) {
  let peakKb = 0;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      const kb = pid === undefined ? null : await treeRssKb(pid);
      if (kb !== null) peakKb = Math.max(peakKb, kb);
    });
  }, TREE_SAMPLE_MS);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      return peakKb;
    },
  };
}
