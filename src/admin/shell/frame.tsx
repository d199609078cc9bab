import { DeviceSwitch } from "./DeviceSwitch";
import { frameFit, type FrameDevice } from "./frameDevice";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";

/** The message the site's runtime posts from inside the frame when Escape leaves the preview (spec 1 §2). */
const EXIT_PREVIEW_MESSAGE = "tessera:exit-preview";

/** The site path the frame opens when the address names none. */
const HOME = "/";

/**
 * A site path opened outside the frame: with noredirect, so the site shows the page instead of
 * sending the signed-in owner back to the configuration area (spec 1 §2).
 */
export function outsideFrameHref(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}noredirect`;
}

/** A same-site path and query from frameUrl, or null when it could lead elsewhere. */
export function safeFramePath(value: string | null): string | null {
  // eslint-disable-next-line no-control-regex -- a control character in a path is refused on purpose
  if (!value || value.length > 2000 || !value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f]/.test(value)) return null;
  if (value.startsWith("/config") || value.startsWith("/api/")) return null;
  return value;
}

interface FrameState {
  /** The site path (and query) the frame shows. */
  path: string;
  /** Opens a site path in the frame. */
  open: (path: string) => void;
  /** Reloads the frame so it shows the latest draft. */
  reload: () => void;
  /** Scrolls a block of the shown page into view and outlines it for a moment. */
  reveal: (blockId: string) => void;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** Where the frame was scrolled before a reload, so the reloaded page opens at the same place. */
  keptScroll: RefObject<{ path: string; y: number } | null>;
  /** Called by the frame when a page loaded inside it. */
  loaded: (path: string) => void;
  /** The width the frame shows the site at. */
  device: FrameDevice;
  setDevice: (device: FrameDevice) => void;
  /** Below 1024 px: whether the frame is shown instead of the screen's panel (the Panel or Preview switch). */
  preview: boolean;
  setPreview: (preview: boolean) => void;
}

const FrameContext = createContext<FrameState | null>(null);

/** Keeps the editing frame's page and mirrors it into the address as frameUrl (spec 1 §2). */
export function FrameProvider({ children }: { children: ReactNode }) {
  const [path, setPath] = useState(() => safeFramePath(new URLSearchParams(window.location.search).get("frameUrl")) ?? HOME);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const loaded = useCallback((next: string) => {
    setPath(next);
    const url = new URL(window.location.href);
    url.searchParams.set("frameUrl", next);
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  }, []);
  const open = useCallback(
    (next: string) => {
      const safe = safeFramePath(next) ?? HOME;
      loaded(safe);
      const frame = frameRef.current?.contentWindow;
      if (frame) frame.location.replace(safe);
    },
    [loaded],
  );
  const keptScroll = useRef<{ path: string; y: number } | null>(null);
  const reload = useCallback(() => {
    const view = frameRef.current?.contentWindow;
    if (!view) return;
    keptScroll.current = { path: view.location.pathname + view.location.search, y: view.scrollY };
    view.location.reload();
  }, []);
  const reveal = useCallback((blockId: string) => {
    const view = frameRef.current?.contentWindow;
    const element = frameRef.current?.contentDocument?.getElementById(`block-${blockId}`);
    if (!view || !element) return;
    // Scrolls the frame's own window only: scrollIntoView would also scroll the shell around it.
    const box = element.getBoundingClientRect();
    view.scrollTo({ top: Math.max(0, view.scrollY + box.top - (view.innerHeight - Math.min(box.height, view.innerHeight)) / 2), behavior: "smooth" });
    element.style.outline = "2px solid #2f5bea";
    element.style.outlineOffset = "4px";
    window.setTimeout(() => {
      element.style.outline = "";
      element.style.outlineOffset = "";
    }, 1500);
  }, []);
  const [device, setDevice] = useState<FrameDevice>("fit");
  const [preview, setPreview] = useState(false);
  const state = useMemo(
    () => ({ path, open, reload, reveal, frameRef, keptScroll, loaded, device, setDevice, preview, setPreview }),
    [path, open, reload, reveal, loaded, device, preview],
  );
  return <FrameContext.Provider value={state}>{children}</FrameContext.Provider>;
}

/** The editing frame: which page it shows, and how to change or refresh it. */
export function useFrame(): FrameState {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error("useFrame is used outside the FrameProvider");
  return frame;
}

/** The size of an element's content box, followed as it changes. */
function useSpace(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [space, setSpace] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSpace({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return space;
}

/**
 * The site shown beside the panels, same origin, so the shell follows navigation inside it.
 * Escape pressed in the site with nothing open there closes the guide or leaves the preview
 * (spec 1 §1-§2): `onEscape` closes the guide when it is open (its button then has the focus) or
 * else shows the panel again, and answers whether it left the preview, when the panel takes the focus.
 */
export function SiteFrame(props: { onEscape: () => boolean }) {
  const { frameRef, loaded, path, keptScroll, device, setDevice } = useFrame();
  const { onEscape } = props;
  const [initial] = useState(path);
  const stageRef = useRef<HTMLDivElement | null>(null);
  // The device's width drawn whole: scaled down to the space under the bar rather than cut off.
  const fit = frameFit(device, useSpace(stageRef));
  const frameStyle = { width: fit.width, height: fit.height, left: fit.left, transform: fit.scale === 1 ? undefined : `scale(${fit.scale})` };
  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow || event.data?.type !== EXIT_PREVIEW_MESSAGE) return;
      if (onEscape()) document.getElementById("screen")?.focus();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frameRef, onEscape]);
  const onLoad = () => {
    const view = frameRef.current?.contentWindow;
    if (!view || view.location.origin !== window.location.origin) return;
    const here = view.location.pathname + view.location.search;
    if (keptScroll.current?.path === here) view.scrollTo(0, keptScroll.current.y);
    keptScroll.current = null;
    loaded(here);
  };
  return (
    <section className="frame" aria-label="Site preview">
      <div className="frame-bar">
        <span className="frame-dot" aria-hidden="true" />
        <span className="frame-path" data-testid="frame-path">
          {path}
        </span>
        <DeviceSwitch device={device} onChange={setDevice} />
        <a className="frame-open" href={outsideFrameHref(path)} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
      </div>
      <div className="frame-stage" ref={stageRef}>
        <iframe ref={frameRef} className="frame-view" style={frameStyle} title="Site preview" src={initial} onLoad={onLoad} />
      </div>
    </section>
  );
}
