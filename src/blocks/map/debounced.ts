/** Calls `run` with the latest value once `waitMs` pass without another call (the map's option updates, spec 2 §9). */
export function debounced<T>(run: (value: T) => void, waitMs: number): (value: T) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (value) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(value), waitMs);
  };
}
