import { connect, type Socket } from "node:net";

const HEADERS_END = Buffer.from("\r\n\r\n");

/** What the server answered one call: its status and its body. */
export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * One buyer's keep-alive connection to the server that writes a call given as its whole HTTP
 * text and reads back the answer's status and body, one call at a time. The flash sale's buyers
 * run on the machine they measure, whose two cores the server and the database need: Node's
 * own HTTP client spends about as much CPU per call as the server's main thread does on a
 * checkout, so the timed calls go through this, which spends a small part of it. Answers must
 * carry a Content-Length (the server's JSON answers do); any other framing is an error.
 */
export class RawBuyerConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (answer: RawAnswer) => void; reject: (error: Error) => void } | null = null;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.answerIfWhole();
    });
    socket.on("error", (error) => this.fail(error));
    socket.on("close", () => this.fail(new Error("The server closed a buyer's connection.")));
  }

  /** Opens a connection to the server on 127.0.0.1. */
  static open(port: number): Promise<RawBuyerConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: "127.0.0.1", port }, () => {
        socket.off("error", reject);
        resolve(new RawBuyerConnection(socket));
      });
      socket.once("error", reject);
    });
  }

  /** The text of an HTTP/1.1 call that keeps the connection open, with a JSON body when given. */
  static callText(method: string, path: string, headers: Record<string, string>, json?: unknown): string {
    const body = json === undefined ? "" : JSON.stringify(json);
    const lines = [`${method} ${path} HTTP/1.1`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
    if (json !== undefined) lines.push("content-type: application/json", `content-length: ${Buffer.byteLength(body)}`);
    return `${lines.join("\r\n")}\r\n\r\n${body}`;
  }

  /** Writes a call (callText) and answers the server's answer to it. */
  send(text: string): Promise<RawAnswer> {
    if (this.waiting) return Promise.reject(new Error("A buyer's connection sends one call at a time."));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(text);
    });
  }

  /** Closes the connection; the server closing it afterwards is no error. */
  close(): void {
    this.socket.removeAllListeners("close");
    this.socket.destroy();
  }

  private answerIfWhole(): void {
    if (!this.waiting) return;
    const headersEnd = this.buffer.indexOf(HEADERS_END);
    if (headersEnd < 0) return;
    const head = this.buffer.toString("latin1", 0, headersEnd);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) return this.fail(new Error(`An answer came without a Content-Length: ${head.split("\r\n")[0]}`));
    const end = headersEnd + HEADERS_END.length + Number(length[1]);
    if (this.buffer.length < end) return;
    const text = this.buffer.toString("utf8", headersEnd + HEADERS_END.length, end);
    this.buffer = this.buffer.subarray(end);
    const waiting = this.waiting;
    this.waiting = null;
    waiting.resolve({ status: Number(head.slice(9, 12)), text });
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}
