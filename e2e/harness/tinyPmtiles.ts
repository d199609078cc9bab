// A PMTiles file of one vector tile, written by a journey to check that a map draws a self-hosted
// PMTiles file: zoom 1's north-west tile (the Americas north of the equator), land ("earth") over
// the whole tile, as the protomaps basemap layers name it. Uncompressed, so no library is needed.

/** Protocol buffer varint bytes of a non-negative whole number. */
function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

/** A length-delimited protocol buffer field. */
function field(number: number, payload: number[]): number[] {
  return [...varint((number << 3) | 2), ...varint(payload.length), ...payload];
}

const zigzag = (value: number) => (value << 1) ^ (value >> 31);

/** One Mapbox vector tile with an "earth" layer of one square covering the tile and its edges. */
function earthTile(): number[] {
  const extent = 4096;
  const [low, high] = [-64, extent + 64];
  const geometry = [
    ...[(1 << 3) | 1, zigzag(low), zigzag(low)],
    ...[(3 << 3) | 2, zigzag(high - low), 0, 0, zigzag(high - low), zigzag(low - high), 0],
    (1 << 3) | 7,
  ].flatMap(varint);
  const feature = [...varint((1 << 3) | 0), 1, ...varint((3 << 3) | 0), 3, ...field(4, geometry)];
  const layer = [...varint((15 << 3) | 0), 2, ...field(1, [...Buffer.from("earth")]), ...field(2, feature), ...varint((5 << 3) | 0), ...varint(extent)];
  return field(3, layer);
}

/** The PMTiles (version 3) file: its 127-byte header, a root directory of one entry, "{}" metadata and the tile. */
export function tinyPmtiles(): Buffer {
  const tile = Buffer.from(earthTile());
  // One entry: tile id 1 (zoom 1, x 0, y 0), run length 1, its length, at offset 0 (written as 0 + 1).
  const directory = Buffer.from([...varint(1), ...varint(1), ...varint(1), ...varint(tile.length), ...varint(1)]);
  const metadata = Buffer.from("{}");
  const header = Buffer.alloc(127);
  header.write("PMTiles", 0, "ascii");
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const tileOffset = metadataOffset + metadata.length;
  const numbers: [number, number][] = [
    [8, rootOffset],
    [16, directory.length],
    [24, metadataOffset],
    [32, metadata.length],
    [40, tileOffset],
    [48, 0],
    [56, tileOffset],
    [64, tile.length],
    [72, 1],
    [80, 1],
    [88, 1],
  ];
  for (const [at, value] of numbers) header.writeBigUInt64LE(BigInt(value), at);
  // Clustered; directories and the tile uncompressed (1); vector tiles (1); zooms 1 to 1.
  header.set([1, 1, 1, 1, 1, 1], 96);
  header.writeInt32LE(-180e7, 102);
  header.writeInt32LE(0, 106);
  header.writeInt32LE(0, 110);
  header.writeInt32LE(85e7, 114);
  header.writeUInt8(1, 118);
  header.writeInt32LE(-90e7, 119);
  header.writeInt32LE(40e7, 123);
  return Buffer.concat([header, directory, metadata, tile]);
}
