/**
 * A navigation's answer from the network: the navigation preload the browser started beside the
 * worker, or, where that has not answered within `patience` milliseconds, a fetch of the
 * worker's own made beside it: whichever answers first, and the fetch's failure as the
 * network's (it fails only where there is no network). Chromium has left a preload unsettled
 * (crbug.com/1420515), online and offline: a page waiting on it alone never loaded (a reload
 * and an offline navigation in the e2e tests hung until their timeout). A preload that fails
 * (no signal) or is not there gets the fetch at once, so offline the caller's fallback comes as
 * soon as before.
 */
export function fromNetwork(
  preload: Promise<Response | undefined>,
  fetchIt: () => Promise<Response>,
  patience: number,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let fetching = false;
    const fetchBeside = () => {
      if (fetching) return;
      fetching = true;
      fetchIt().then(resolve, reject);
    };
    const timer = setTimeout(fetchBeside, patience);
    preload.then(
      (response) => {
        clearTimeout(timer);
        if (response) resolve(response);
        else fetchBeside();
      },
      () => {
        clearTimeout(timer);
        fetchBeside();
      },
    );
  });
}
