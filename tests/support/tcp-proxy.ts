import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server (PostgreSQL here), so a test can make that
 * server "stop" (`cut`: the listener closes and every open connection is destroyed, as when the
 * database goes down) and "come back" (`resume`: listening again on the same port) without
 * touching the real one; or "hang" (`hang`: connections are accepted and stay open, but nothing
 * is forwarded either way, as behind a stuck network) until `forward` delivers what was held.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let connections = 0;
  let hung = false;
  /** What was held while hung, to deliver in order once forwarding again. */
  const held: { to: Socket; chunk: Buffer }[] = [];
  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (hung) held.push({ to, chunk });
      else to.write(chunk);
    });

  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        connections++;
        const upstream = connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop);
        upstream.on('error', drop);
        client.on('close', () => {
          sockets.delete(client);
          upstream.destroy();
        });
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        relay(client, upstream);
        relay(upstream, client);
      });
      next.once('error', reject);
      next.listen(onPort, '127.0.0.1', () => {
        next.off('error', reject);
        server = next;
        const address = next.address();
        resolve(typeof address === 'object' && address ? address.port : onPort);
      });
    });

  const boundPort = await listen(port);

  const cut = async () => {
    const closing = server;
    server = undefined;
    const closed = closing ? new Promise<void>((resolve) => closing.close(() => resolve())) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed;
  };

  return {
    port: boundPort,
    /** Connections accepted so far. */
    connections: () => connections,
    /** Open sockets (both sides) right now. */
    openSockets: () => sockets.size,
    get listening() {
      return server !== undefined;
    },
    cut,
    /** Stops forwarding on every connection, open or new, and holds what arrives. */
    hang() {
      hung = true;
    },
    /** Forwards again, what was held first. */
    forward() {
      hung = false;
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    /** Listens again on the same port; retries briefly if the port is not free yet. */
    async resume() {
      if (server) return;
      for (let attempt = 0; ; attempt++) {
        try {
          await listen(boundPort);
          return;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    close: cut,
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
