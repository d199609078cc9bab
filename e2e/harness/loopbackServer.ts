import type { Server } from "node:http";
import type { Socket } from "node:net";

/** A stand-in server listening on this machine, and how to stop it. */
export interface LoopbackServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts a stand-in HTTP server on a free loopback port. Its close ends open connections first,
 * as a stand-in that holds answers back (or a browser's keep-alive) would otherwise keep it open.
 */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
