import { loadMe } from "../api/me";
import { AccessProvider } from "./access";
import { FrameProvider } from "./frame";
import { Layout } from "./Layout";
import { Router } from "./router";
import { ErrorState, Loading } from "./ui/states";
import { useLoad } from "./useLoad";

/** The configuration area: loads who is signed in, then shows the layout and the current screen. */
export function App() {
  const me = useLoad(loadMe, []);
  if (me.status === "loading") return <Loading label="Opening the configuration area…" />;
  if (me.status === "error") return <ErrorState message={me.message} onRetry={me.reload} />;
  return (
    <AccessProvider me={me.data}>
      <Router>
        <FrameProvider>
          <Layout />
        </FrameProvider>
      </Router>
    </AccessProvider>
  );
}
