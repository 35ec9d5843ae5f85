// @ts-check

/**
 * Watches a server the backend runs as a child process (PostgREST, a PostgreSQL cluster): keeps
 * its last lines of output for the error message if it fails, knows when it has exited, and kills
 * it if this process exits first, so no server outlives the backend.
 * @param {import('node:child_process').ChildProcess} child
 * @param {object} [options]
 * @param {(line: string) => void} [options.onLine] every non-empty line it prints
 * @param {() => void} [options.onParentExit] more to undo if this process exits first (kept
 *   until stop() even after the child exits, e.g. removing the child's files)
 */
export function superviseChild(child, { onLine = () => {}, onParentExit } = {}) {
  /** @type {string[]} */
  const recent = [];
  /** @param {Buffer} chunk */
  const onOutput = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 20) recent.shift();
      onLine(line);
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);

  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      recent.push(error.message);
      resolve(-1);
    });
  });
  const onExit = () => {
    child.kill('SIGKILL');
    onParentExit?.();
  };
  process.once('exit', onExit);
  let running = true;
  void exited.then(() => {
    running = false;
    if (!onParentExit) process.off('exit', onExit);
  });

  return {
    exited,
    /** Its last lines, for a message saying why it stopped or did not start. */
    recent,
    get running() {
      return running;
    },
    /** Kills it at once (it failed to start) and forgets it. */
    kill() {
      child.kill('SIGKILL');
      process.off('exit', onExit);
    },
    /**
     * Asks it to stop with `signal`, and kills it if it has not after `graceMs`.
     * @param {NodeJS.Signals} signal
     * @param {number} graceMs
     */
    async stop(signal, graceMs) {
      if (running) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', onExit);
    },
  };
}
