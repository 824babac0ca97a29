import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A loopback port free right now, for a process that must be told its port before it listens. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  const { port } = await listenLocally(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Listens on a free loopback port; close() also ends open keep-alive connections at once. */
export async function listenLocally(server: Server): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
