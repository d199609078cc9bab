import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from "react";
import { ChunkLoadError, loadChunk } from "../../browser/chunkLoader";
import type { ScreenDefinition, ScreenProps } from "./screenDefinition";
import { ErrorState, Loading } from "./ui/states";

/** What a screen that failed says: one whose code or styles did not arrive, or one that broke while showing. */
const SCREEN_NOT_LOADED = "This screen could not be loaded. Check your connection, then reload the page to try again.";
const SCREEN_FAILED = "This screen could not be shown. Reload the page to try again.";

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();

function lazyScreen(screen: ScreenDefinition): LazyExoticComponent<ComponentType<ScreenProps>> {
  let component = lazyScreens.get(screen.id);
  if (!component) {
    // Through the chunk loader: a screen whose chunk or stylesheet does not arrive fails with a
    // ChunkLoadError naming the address (CSS_CHUNK_LOAD_FAILED for a stylesheet), or after 120 s.
    component = lazy(() => loadChunk<Awaited<ReturnType<ScreenDefinition["load"]>>>(screen.id, `screens/${screen.id}`, () => screen.load()));
    lazyScreens.set(screen.id, component);
  }
  return component;
}

/** Whether the screen failed, and how: its chunk did not load, or it broke while showing. */
interface ScreenFailure {
  failed: false | "notLoaded" | "broke";
}

class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, ScreenFailure> {
  override state: ScreenFailure = { failed: false };

  static getDerivedStateFromError(error: unknown): ScreenFailure {
    return { failed: error instanceof ChunkLoadError ? "notLoaded" : "broke" };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (error instanceof ChunkLoadError) console.error(`${error.name}: ${error.message}`, error.code ?? error.type, error.request);
    else console.error("screen failed", error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed)
      return <ErrorState message={this.state.failed === "notLoaded" ? SCREEN_NOT_LOADED : SCREEN_FAILED} onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}

/** Loads the current screen's chunk on demand and shows loading and error states around it. */
export function ScreenOutlet({ screen, params }: { screen: ScreenDefinition; params: Record<string, string> }) {
  const Screen = lazyScreen(screen);
  return (
    <ScreenErrorBoundary resetKey={screen.id}>
      <Suspense fallback={<Loading />}>
        <Screen params={params} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
