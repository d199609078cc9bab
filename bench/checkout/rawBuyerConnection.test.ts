import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { RawBuyerConnection } from "./rawBuyerConnection";

describe("a buyer's raw keep-alive connection", () => {
  let server: Server;
  let port: number;
  const connectionsSeen = new Set<unknown>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      connectionsSeen.add(request.socket);
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        if (request.url === "/chunked") {
          response.write("part");
          response.end();
          return;
        }
        const text = JSON.stringify({ method: request.method, path: request.url, cookie: request.headers.cookie ?? null, body, word: "café" });
        response.writeHead(request.method === "POST" ? 409 : 200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
        response.end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("sends calls one after another on one connection and reads each answer's status and body", async () => {
    const connection = await RawBuyerConnection.open(port);
    const view = await connection.send(RawBuyerConnection.callText("GET", "/cart", { host: "shop.localhost", cookie: "cart=1" }));
    expect(view.status).toBe(200);
    expect(JSON.parse(view.text)).toEqual({ method: "GET", path: "/cart", cookie: "cart=1", body: "", word: "café" });
    const checkout = await connection.send(RawBuyerConnection.callText("POST", "/checkout", { host: "shop.localhost" }, { key: "k1", email: "é@example.com" }));
    expect(checkout.status).toBe(409);
    expect(JSON.parse(checkout.text).body).toBe(JSON.stringify({ key: "k1", email: "é@example.com" }));
    expect(connectionsSeen.size).toBe(1);
    connection.close();
  });

  test("refuses an answer without a Content-Length", async () => {
    const connection = await RawBuyerConnection.open(port);
    await expect(connection.send(RawBuyerConnection.callText("GET", "/chunked", { host: "shop.localhost" }))).rejects.toThrow(
      "An answer came without a Content-Length: HTTP/1.1 200 OK",
    );
    connection.close();
  });
});
