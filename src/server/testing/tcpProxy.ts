import { createConnection, createServer, type Socket } from "node:net";

/** A TCP proxy in the test process between a server and one of its links (its database), which a test cuts and restores. */
export interface TcpProxy {
  /** The loopback port the server connects to instead of the target's. */
  readonly port: number;
  /** Drops every open connection (as a network cut or a database restart does) and refuses new ones until restore(). */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * Starts a proxy on a free loopback port that pipes each connection to `targetPort`, so a test
 * can cut one node's link to a shared database while the other node keeps its own.
 */
export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let cutOff = false;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
    // A dropped link reports ECONNRESET on its other side; the proxy itself has nothing to do with it.
    socket.on("error", () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    if (cutOff) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: targetHost, port: targetPort });
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    cut() {
      cutOff = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cutOff = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
