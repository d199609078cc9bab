// The server's entry point: `node dist/server/main.js`, which `npm start` and the README run.
// React picks its development or production build from NODE_ENV when it is first loaded, so the
// environment is settled here, before anything that imports React is loaded: the rest of the
// server is imported dynamically (a chunk of its own in the build) only after this line ran.
process.env.NODE_ENV ??= "production";

Promise.all([import("./environmentConfig"), import("./startServer")])
  .then(([{ environmentConfig }, { startServer }]) => startServer(environmentConfig()))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
