// The load generator of bench/api.ts, in its own process so its work does not share the
// server's event loop: autocannon with one keep-alive connection per client, each connection
// sending its own client's request (its own session cookie) over and over. Started with `fork`:
// takes one LoadRequest, says 'measuring' when the warm-up is over and 'measured' when the run
// is, then answers with one LoadResult and exits.
//
// One run throughout, so the measured seconds see the queues the warm-up built up: a request
// slow enough to keep 200 clients waiting for seconds is measured in its steady state, not from
// a cold start with every client's first request in flight at once.
import autocannon from 'autocannon';

export interface LoadRequest {
  origin: string;
  /** One per client; connection i sends clients[i % clients.length]. */
  clients: { path: string; headers: Record<string, string> }[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  seconds: number;
  /** Milliseconds, one per response completed in the measured seconds. */
  latencies: number[];
  /** Responses other than 2xx, errors and timeouts: any of them voids the run. */
  failures: string[];
}

export type LoadMessage = 'measuring' | 'measured' | LoadResult;

async function run(request: LoadRequest): Promise<LoadResult> {
  let next = 0;
  let measuring = false;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const warmup = setTimeout(() => {
    measuring = true;
    process.send!('measuring');
  }, request.warmupSeconds * 1000);
  const end = setTimeout(
    () => {
      measuring = false;
      process.send!('measured');
    },
    (request.warmupSeconds + request.seconds) * 1000,
  );
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: request.origin,
        connections: request.connections,
        // A request waits its turn behind the other clients' for seconds when the server is slow.
        timeout: 30,
        // A little past the end, so the end is this process's timer, not autocannon's.
        duration: request.warmupSeconds + request.seconds + 1,
        setupClient: (client) => {
          const own = request.clients[next++ % request.clients.length]!;
          // The client's whole sequence (setRequest would change only its first request).
          client.setRequests([{ method: 'GET', path: own.path, headers: own.headers }]);
        },
      },
      (error: Error | null, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (measuring) latencies.push(ms);
    });
  });
  clearTimeout(warmup);
  clearTimeout(end);
  const failures = [...statuses]
    .filter(([status]) => status < 200 || status > 299)
    .map(([status, count]) => `${count} × HTTP ${status}`);
  if (result.errors) failures.push(`${result.errors} errors`);
  if (result.timeouts) failures.push(`${result.timeouts} timeouts`);
  return { seconds: request.seconds, latencies, failures };
}

process.once('message', (message) => {
  void run(message as LoadRequest).then((result) => process.send!(result, () => process.exit(0)));
});
