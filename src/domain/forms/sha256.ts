const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const W = new Uint32Array(64);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

type State = Uint32Array;

function compress(h: State, view: DataView, offset: number): void {
  for (let i = 0; i < 16; i++) W[i] = view.getUint32(offset + i * 4);
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) >>> 0;
  }
  let a = h[0]!,
    b = h[1]!,
    c = h[2]!,
    d = h[3]!,
    e = h[4]!,
    f = h[5]!,
    g = h[6]!,
    hh = h[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) >>> 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) >>> 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) >>> 0;
  }
  h[0] = (h[0]! + a) >>> 0;
  h[1] = (h[1]! + b) >>> 0;
  h[2] = (h[2]! + c) >>> 0;
  h[3] = (h[3]! + d) >>> 0;
  h[4] = (h[4]! + e) >>> 0;
  h[5] = (h[5]! + f) >>> 0;
  h[6] = (h[6]! + g) >>> 0;
  h[7] = (h[7]! + hh) >>> 0;
}

const INITIAL: readonly number[] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** Hashes `length` bytes of `buffer` (which has room for the padding) starting from state h. */
function finish(h: State, buffer: Uint8Array, view: DataView, start: number, length: number, totalLength: number): void {
  const end = start + length;
  buffer[end] = 0x80;
  const blocksEnd = start + Math.ceil((length + 9) / 64) * 64;
  buffer.fill(0, end + 1, blocksEnd);
  const bits = totalLength * 8;
  view.setUint32(blocksEnd - 8, Math.floor(bits / 0x100000000));
  view.setUint32(blocksEnd - 4, bits >>> 0);
  for (let offset = start; offset < blocksEnd; offset += 64) compress(h, view, offset);
}

function digestInto(h: State, out: DataView): void {
  for (let i = 0; i < 8; i++) out.setUint32(i * 4, h[i]!);
}

/**
 * SHA-256 of a UTF-8 string, in plain synchronous code: the built-in captcha's proof of work
 * runs it many thousand times in the browser, where the Web Crypto API is asynchronous and
 * missing on pages served over plain http. The server checks answers with node:crypto.
 */
export function sha256(text: string): Uint8Array {
  const data = new TextEncoder().encode(text);
  const buffer = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  buffer.set(data);
  const h = new Uint32Array(INITIAL);
  finish(h, buffer, new DataView(buffer.buffer), 0, data.length, data.length);
  const out = new Uint8Array(32);
  digestInto(h, new DataView(out.buffer));
  return out;
}

/**
 * Hashes "{prefix}{n}" for many numbers n quickly: the prefix's whole 64-byte blocks are
 * compressed once, and only the tail is hashed per number. Returns the digest's bytes in a
 * buffer that the next call overwrites.
 */
export function prefixHasher(prefix: string): (n: number) => Uint8Array {
  const data = new TextEncoder().encode(prefix);
  const whole = Math.floor(data.length / 64) * 64;
  const midstate = new Uint32Array(INITIAL);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let offset = 0; offset < whole; offset += 64) compress(midstate, view, offset);
  const tail = data.subarray(whole);
  const buffer = new Uint8Array(256);
  const bufferView = new DataView(buffer.buffer);
  buffer.set(tail);
  const h = new Uint32Array(8);
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  return (n) => {
    const digits = String(n);
    for (let i = 0; i < digits.length; i++) buffer[tail.length + i] = digits.charCodeAt(i);
    h.set(midstate);
    finish(h, buffer, bufferView, 0, tail.length + digits.length, data.length + digits.length);
    digestInto(h, outView);
    return out;
  };
}
