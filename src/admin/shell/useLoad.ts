import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../api/client";

/** The state of data a screen loads: loading, loaded or failed, with a reload. */
export type Loaded<T> =
  | { status: "loading"; reload: () => void }
  | { status: "error"; message: string; reload: () => void }
  | { status: "ready"; data: T; reload: () => void; replace: (data: T) => void };

/** Loads data for a screen and reloads it when `deps` change or on demand. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T }>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const replace = useCallback((data: T) => setState({ status: "ready", data }), []);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: "ready", data }),
      (error: unknown) => live && setState({ status: "error", message: error instanceof ApiError ? error.message : "Unable to connect…" }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what `load` depends on, as in useEffect's own list
  }, [...deps, generation]);
  if (state.status === "ready") return { ...state, reload, replace };
  return { ...state, reload };
}
