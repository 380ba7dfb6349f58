import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can stall (bytes held both ways, as in a network
 * stall), cut (every connection reset) or make refuse new connections (the server is away).
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the relay's. */
  via(url: string): string;
  stall(): void;
  resume(): void;
  cutAll(): void;
  refuse(on: boolean): void;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let stalled = false;
  let refusing = false;
  const held: (() => void)[] = [];
  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };
  const server = createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    via(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    stall: () => void (stalled = true),
    resume() {
      stalled = false;
      for (const f of held.splice(0)) f();
    },
    cutAll() {
      held.length = 0;
      for (const s of sockets) s.resetAndDestroy();
    },
    refuse(on) {
      refusing = on;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
