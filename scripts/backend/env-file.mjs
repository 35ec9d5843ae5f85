// @ts-check
import { readFile, writeFile } from 'node:fs/promises';

/**
 * Sets variables in a dotenv file, keeping every other line (the developer's own settings).
 * @param {string} file
 * @param {Record<string, string>} values
 */
export async function updateEnvFile(file, values) {
  let lines = [];
  try {
    lines = (await readFile(file, 'utf8')).split('\n');
    if (lines.at(-1) === '') lines.pop();
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    lines = ['# Written by `npm run backend` for the local backend; other lines are kept.'];
  }
  const pending = new Map(Object.entries(values));
  lines = lines.map((line) => {
    const name = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1];
    if (name === undefined || !pending.has(name)) return line;
    const value = pending.get(name);
    pending.delete(name);
    return `${name}=${value}`;
  });
  for (const [name, value] of pending) lines.push(`${name}=${value}`);
  await writeFile(file, `${lines.join('\n')}\n`);
}
