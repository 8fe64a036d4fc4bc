// A slow network in front of a local server: a TCP proxy on 127.0.0.1 whose connections all
// share one downstream link of a given rate, each byte delayed by half the round trip each way.
//
// Chromium's own throttling (CDP's Network.emulateNetworkConditions) applies per target: the
// page and its dedicated workers are throttled, the service worker is not, so a service worker
// downloading the whole site looked free while on a real link it takes the bandwidth the first
// trace needs. Here every connection the browser opens goes through the same link.
import net from 'node:net';

/** Ticks of the link's clock, in milliseconds. */
const TICK_MS = 10;

/**
 * Starts the link to `targetPort`: `bitsPerSecond` shared downstream, `rttMs` round trip.
 * Returns its port, the bytes it has carried downstream so far, and `close`.
 */
export async function slowLink(targetPort, { bitsPerSecond, rttMs }) {
  const perTick = (bitsPerSecond / 8) * (TICK_MS / 1000);
  // Chunks waiting for the link, first come first served, as one queue for every connection.
  const queue = [];
  let allowance = 0;
  let carried = 0;
  const timer = setInterval(() => {
    // Unused allowance does not pile up beyond two ticks: a link has no savings.
    allowance = Math.min(allowance + perTick, 2 * perTick);
    while (queue.length > 0 && allowance >= 1) {
      const chunk = queue[0];
      const n = Math.min(chunk.data.length, Math.floor(allowance));
      if (!chunk.socket.destroyed && n > 0) chunk.socket.write(chunk.data.subarray(0, n));
      chunk.data = chunk.data.subarray(n);
      allowance -= n;
      carried += n;
      if (chunk.data.length === 0) {
        queue.shift();
        if (chunk.end && !chunk.socket.destroyed) chunk.socket.end();
      }
    }
  }, TICK_MS);
  const later = (f) => setTimeout(f, rttMs / 2);
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (data) => later(() => upstream.destroyed || upstream.write(data)));
    upstream.on('data', (data) => later(() => queue.push({ socket: client, data })));
    upstream.on('end', () => later(() => queue.push({ socket: client, data: Buffer.alloc(0), end: true })));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    carried: () => carried,
    close: () => {
      clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
