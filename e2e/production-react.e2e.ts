// The built server started as the README starts it (`node dist/server/main.js`, no NODE_ENV in
// its environment: the harness never passes on the "test" vitest sets) renders with React's production build. React, react-dom/server and
// react/jsx-runtime are CommonJS packages whose index file requires either `cjs/*.production.js`
// or `cjs/*.development.js` by NODE_ENV when first loaded. The server runs with a preload
// (harness/loadedModules.mjs) that records every CommonJS file whose code Node evaluates (each
// passes through Module.prototype._compile, whether a `require` or an ESM `import` reached it) as
// it runs, so the list read after a page was rendered is exactly which of React's builds ran.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type RunningServer } from "./harness/startServer";

const PRELOAD = new URL("./harness/loadedModules.mjs", import.meta.url).href;

let server: RunningServer;
let listDir: string;

beforeAll(async () => {
  listDir = await mkdtemp(path.join(tmpdir(), "tessera-loaded-"));
  server = await startServer({
    nodeArgs: ["--import", PRELOAD],
    env: { LOADED_MODULES_FILE: path.join(listDir, "modules.txt") },
  });
});

afterAll(async () => {
  await server?.stop();
  await rm(listDir, { recursive: true, force: true });
});

/** GETs a path of the demo site over loopback (Node does not resolve *.localhost as Chromium does). */
function getDemoPage(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path: urlPath, headers: { host: `demo.localhost:${port}` } }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}

/** The React files among the loaded ones, as `package/cjs/file.js`. */
function reactFiles(loaded: string[]): string[] {
  return loaded
    .map((file) => /node_modules[\\/](react(?:-dom)?)[\\/]cjs[\\/]([^\\/]+\.js)$/.exec(file))
    .filter((match) => match !== null)
    .map(([, name, file]) => `${name}/cjs/${file}`)
    .sort();
}

test("a page rendered by the server started as the README does loads React's production build only", async () => {
  const page = await getDemoPage(server.port, "/roastery?n=1");
  expect(page.status).toBe(200);
  expect(page.body).toContain("Inside the roastery");

  const loaded = reactFiles((await readFile(path.join(listDir, "modules.txt"), "utf8")).split("\n"));
  expect(loaded.filter((file) => file.endsWith(".development.js"))).toEqual([]);
  expect(loaded).toEqual(
    expect.arrayContaining([
      "react/cjs/react.production.js",
      "react/cjs/react-jsx-runtime.production.js",
      "react-dom/cjs/react-dom-server-legacy.node.production.js",
    ]),
  );
});
