/**
 * Runs `check` once `delay` ms have passed without a new request: a frame that reloads, gets its
 * pictures and changes size several times in a row is measured once, after it has settled.
 */
export function checkTimer(delay: number, check: () => void): { request: () => void; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => clearTimeout(timer);
  return {
    request() {
      stop();
      timer = setTimeout(check, delay);
    },
    stop,
  };
}
