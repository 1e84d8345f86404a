/** The zoom the location maps use: streets and a block or two around the address. */
export const MAP_ZOOM = 16;
const TILE = 256;

export type MapTile = { key: string; url: string; left: number; top: number };

/**
 * The 3 × 3 slippy-map tiles around a point (the standard Web Mercator tiling), each placed in
 * pixels relative to the point, which sits at the map's centre. `template` has {z}, {x} and {y}.
 */
export function tilesAround(lat: number, long: number, template: string, zoom = MAP_ZOOM): MapTile[] {
  const scale = 2 ** zoom;
  const x = ((long + 180) / 360) * scale;
  const latRad = (lat * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * scale;
  const tileX = Math.floor(x);
  const tileY = Math.floor(y);
  const tiles: MapTile[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const tx = (((tileX + dx) % scale) + scale) % scale;
      const ty = tileY + dy;
      if (ty < 0 || ty >= scale) continue;
      tiles.push({
        key: `${tx}/${ty}`,
        url: template.replace('{z}', String(zoom)).replace('{x}', String(tx)).replace('{y}', String(ty)),
        left: (tileX + dx - x) * TILE,
        top: (ty - y) * TILE,
      });
    }
  }
  return tiles;
}

/** '25.7889° N, 80.1880° W'. */
export function coordinatesLabel(lat: number, long: number): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(long).toFixed(4)}° ${long >= 0 ? 'E' : 'W'}`;
}
