import { config as zodConfig } from "zod/v4/core";
import { createRoot } from "react-dom/client";
import { App } from "./shell/App";
import "./styles/admin.css";

// Schemas are checked without compiling code at run time: the configuration area's policy allows no eval.
zodConfig({ jitless: true });

// The configuration area's entry: the server page has an empty #config-root for it.
const root = document.getElementById("config-root");
if (root) createRoot(root).render(<App />);
