import "./zodSetup";
import { createRoot } from "react-dom/client";
import { App } from "./shell/App";
import "./styles/admin.css";

// The configuration area's entry: the server page has an empty #config-root for it.
const root = document.getElementById("config-root");
if (root) createRoot(root).render(<App />);
