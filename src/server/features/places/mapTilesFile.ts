import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { MAP_TILES_FILE_PREFIX, type MapTileSource } from "./placesConfig";

/**
 * Serves the PMTiles file MAP_TILES names on this server's disk at /map-tiles/<its name> on every
 * site's address, with byte ranges (a map reads only the parts of the file it draws), so a
 * self-hoster's maps need no tile server and no other origin. Nothing else in its folder is served.
 */
export async function serveMapTilesFile(app: FastifyInstance, mapTiles: MapTileSource | null): Promise<void> {
  if (!mapTiles?.file) return;
  const name = path.basename(mapTiles.file);
  await app.register(fastifyStatic, {
    root: path.dirname(mapTiles.file),
    prefix: MAP_TILES_FILE_PREFIX,
    maxAge: "1d",
    index: false,
    decorateReply: false,
    allowedPath: (pathName) => decodeURIComponent(pathName) === `/${name}`,
  });
}
