import net from "node:net";

/**
 * A TCP proxy on loopback between the app and PostgreSQL that a test can cut, as a network fault
 * or a database restart would: open connections drop and new ones close at once until restored.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let cut = false;
  const counts = { accepted: 0, refused: 0 };
  const server = net.createServer((client) => {
    if (cut) {
      counts.refused += 1;
      client.destroy();
      return;
    }
    counts.accepted += 1;
    const upstream = net.connect(target.port, target.host);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    open.add(client);
    open.add(upstream);
    for (const socket of [client, upstream]) {
      socket.on("error", drop);
      socket.on("close", drop);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    /** Connections passed on, and connections closed at once while cut. */
    counts,
    /** The same database URL, reached through the proxy. */
    via(url: string): string {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
