import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from "react";
import type { ScreenDefinition, ScreenProps } from "./screenDefinition";
import { ErrorState, Loading } from "./ui/states";

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();

function lazyScreen(screen: ScreenDefinition): LazyExoticComponent<ComponentType<ScreenProps>> {
  let component = lazyScreens.get(screen.id);
  if (!component) {
    component = lazy(screen.load);
    lazyScreens.set(screen.id, component);
  }
  return component;
}

class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("screen failed", error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed)
      return <ErrorState message="This screen could not be shown. Reload the page to try again." onRetry={() => window.location.reload()} />;
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
