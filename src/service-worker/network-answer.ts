/**
 * A navigation's answer from the network: the navigation preload the browser started beside the
 * worker, or, where that has not answered within `patience` milliseconds, a fetch of the
 * worker's own made beside it, whichever answers first. Chromium has left a preload unsettled
 * (crbug.com/1420515): a page waiting on it alone never loaded, online (a reload in CI hung for
 * three minutes). A preload that fails (no signal) or is not there gets the fetch at once, so
 * offline the caller's fallback comes as soon as before.
 */
export function fromNetwork(
  preload: Promise<Response | undefined>,
  fetchIt: () => Promise<Response>,
  patience: number,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let fetching = false;
    let fetchFailed = false;
    let preloadFailed = false;
    const fetchBeside = () => {
      if (fetching) return;
      fetching = true;
      fetchIt().then(resolve, (error: unknown) => {
        fetchFailed = true;
        if (preloadFailed) reject(error);
      });
    };
    const timer = setTimeout(fetchBeside, patience);
    const noPreload = (error: unknown) => {
      clearTimeout(timer);
      preloadFailed = true;
      if (fetchFailed) reject(error);
      else fetchBeside();
    };
    preload.then((response) => {
      if (!response) return noPreload(new TypeError('no navigation preload'));
      clearTimeout(timer);
      resolve(response);
    }, noPreload);
  });
}
