import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { RouterProvider } from "react-aria-components";
import type { ScreenDefinition } from "./screenDefinition";

/** The path prefix of the configuration area. */
const CONFIG_BASE = "/config/";

/** A screen matched against the current address. */
export interface RouteMatch {
  screen: ScreenDefinition;
  params: Record<string, string>;
}

/** Matches a path below /config/ (no query) against the screens; null when none fits. */
export function matchScreen(screens: readonly ScreenDefinition[], subPath: string): RouteMatch | null {
  const parts = subPath.split("/").filter(Boolean);
  for (const screen of screens) {
    const pattern = screen.path.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((segment, index) => {
      const part = parts[index]!;
      if (segment.startsWith(":")) {
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      }
      return segment === part;
    });
    if (fits) return { screen, params };
  }
  return null;
}

/** The address of a screen path with its parameters filled in. */
export function screenHref(path: string, params: Record<string, string> = {}): string {
  return (
    CONFIG_BASE +
    path
      .split("/")
      .filter(Boolean)
      .map((s) => (s.startsWith(":") ? encodeURIComponent(params[s.slice(1)] ?? "") : s))
      .join("/")
  );
}

interface RouterState {
  /** The path below /config/, e.g. "pages/abc". */
  subPath: string;
  /** Goes to an address of the configuration area, keeping the frame's page. */
  navigate: (href: string) => void;
}

const RouterContext = createContext<RouterState | null>(null);

function currentSubPath(): string {
  const path = window.location.pathname;
  return path.startsWith(CONFIG_BASE) ? path.slice(CONFIG_BASE.length) : "";
}

/**
 * History-based routing for /config/...: links and react-aria components navigate without a
 * reload, the back button works, and the frameUrl query stays on the address.
 */
export function Router({ children }: { children: ReactNode }) {
  const [subPath, setSubPath] = useState(currentSubPath);
  useEffect(() => {
    const onPop = () => setSubPath(currentSubPath());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const navigate = useCallback((href: string) => {
    const target = new URL(href, window.location.href);
    const frameUrl = new URLSearchParams(window.location.search).get("frameUrl");
    if (frameUrl && !target.searchParams.has("frameUrl")) target.searchParams.set("frameUrl", frameUrl);
    window.history.pushState(null, "", target.pathname + target.search);
    setSubPath(currentSubPath());
  }, []);
  const state = useMemo(() => ({ subPath, navigate }), [subPath, navigate]);
  return (
    <RouterContext.Provider value={state}>
      <RouterProvider navigate={navigate}>{children}</RouterProvider>
    </RouterContext.Provider>
  );
}

/** The current path below /config/ and the navigate function. */
export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error("useRouter is used outside the Router");
  return router;
}
