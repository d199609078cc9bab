import { config as zodConfig } from "zod/v4/core";
import { createRoot } from "react-dom/client";
import { plainMessages } from "../domain/api/plainMessages";
import { App } from "./shell/App";
import "./styles/admin.css";

// Schemas are checked without compiling code at run time: the configuration area's policy allows no eval.
// Their default messages are the server's plain sentences naming the field, never zod's own wording.
zodConfig({ jitless: true, customError: plainMessages });

// The configuration area's entry: the server page has an empty #config-root for it.
const root = document.getElementById("config-root");
if (root) createRoot(root).render(<App />);
