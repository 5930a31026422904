import http from 'node:http';
import sharp from 'sharp';

export interface TileServer {
  /** XYZ template to hand the product as a base-map URL. */
  template: string;
  requests(): number;
  /** The paths of every request so far, e.g. /tiles/17/66331/45083.png. */
  paths(): string[];
  close(): Promise<void>;
}

/**
 * A loopback base-map: every tile is a light square with a darker border, so a
 * rendered map shows a visible grid without any internet access. `host` is the address
 * to listen on and to name in the template (the loopback by default).
 */
export async function startTileServer(host = '127.0.0.1'): Promise<TileServer> {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 236, g: 240, b: 232 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#9aa39a" stroke-width="2"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  let count = 0;
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    count += 1;
    paths.push(req.url ?? '');
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    res.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('tile server has no address');
  return {
    template: `http://${host}:${address.port}/tiles/{z}/{x}/{y}.png`,
    requests: () => count,
    paths: () => [...paths],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
