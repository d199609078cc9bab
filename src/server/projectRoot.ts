import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root: built files are found relative to it whether running from src or dist. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
