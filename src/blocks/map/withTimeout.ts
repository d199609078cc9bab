/**
 * Settles as `loading` does, or rejects with `message` once `ms` have passed first, so a
 * library that never arrives (spec 2 §5: the map service's load times out) fails visibly.
 */
export function withTimeout<T>(loading: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
