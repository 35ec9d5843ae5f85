/**
 * The time all image downloads of one build may take together: the time each download is in
 * flight is added up, so four at once spend it four times as fast. When it is spent, the
 * downloads in flight are stopped (`signal` aborts) and no more start (`spent`). It bounds how
 * long hosts that hang or trickle can hold up a build, however many articles name them.
 */
export function downloadBudget(totalMs: number, now: () => number = Date.now) {
  const controller = new AbortController();
  let finishedMs = 0;
  const running = new Set<{ started: number }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const used = () => {
    const at = now();
    let ms = finishedMs;
    for (const { started } of running) ms += at - started;
    return ms;
  };

  // Called whenever the number in flight changes: when the rest runs out at the current rate.
  function schedule() {
    clearTimeout(timer);
    if (controller.signal.aborted || running.size === 0) return;
    const left = totalMs - used();
    if (left <= 0) controller.abort();
    else timer = setTimeout(schedule, Math.ceil(left / running.size));
  }

  return {
    totalMs,
    /** Aborts when the budget is spent. */
    signal: controller.signal,
    get spent() {
      return controller.signal.aborted || used() >= totalMs;
    },
    /** Counts `download`'s time against the budget while it runs. */
    async measure<T>(download: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const entry = { started: now() };
      running.add(entry);
      schedule();
      try {
        return await download(controller.signal);
      } finally {
        running.delete(entry);
        finishedMs += now() - entry.started;
        schedule();
      }
    },
  };
}

export type DownloadBudget = ReturnType<typeof downloadBudget>;
