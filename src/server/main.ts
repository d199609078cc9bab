// The server's entry point: `node dist/server/main.js`, which `npm start` and the README run.
// React picks its development or production build from NODE_ENV when it is first loaded, so the
// environment is settled here, before anything that imports React is loaded: the rest of the
// server is imported dynamically (a chunk of its own in the build) only after this line ran.
import { setFlagsFromString } from "node:v8";

process.env.NODE_ENV ??= "production";

// V8 may decide that objects made at an allocation site live long and should be made in the old
// generation at once ("pretenuring"). It decides from what survives while the server starts and
// renders its first pages, and several sites it picks then are the ones every request uses later:
// under load each request's short-lived objects filled the old generation, and a full collection
// paused the server for 4–6 ms every 3–4 s (docs/caching.md, "Measuring"). Set before the rest
// of the server is loaded, so no decision is made earlier.
setFlagsFromString("--no-allocation-site-pretenuring");

Promise.all([import("./environmentConfig"), import("./startServer")])
  .then(([{ environmentConfig }, { startServer }]) => startServer(environmentConfig()))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
