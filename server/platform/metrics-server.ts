// GET /metrics on a listener of its own (METRICS_HOST:METRICS_PORT), never on the public port: what the
// process reports is for the operator's Prometheus, not for visitors. Off unless METRICS_PORT is set.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ProcessConfig } from './config.js';
import { collectProcessMetrics, registry } from './metrics.js';

export async function startMetricsServer(config: Pick<ProcessConfig, 'metrics'>): Promise<FastifyInstance | null> {
  if (config.metrics.port === null) return null;
  collectProcessMetrics();
  const app = Fastify({ logger: false });
  app.get<{ Querystring: { gc?: string } }>('/metrics', async (request, reply) => {
    // ?gc=1 collects garbage first when the process runs with --expose-gc: a heap reading without the
    // garbage of the moment, to tell growth from timing (npm run bench uses it). Operator port only.
    const collect = (globalThis as { gc?: () => void }).gc;
    if (request.query.gc === '1' && collect) collect();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  await app.listen({ host: config.metrics.host, port: config.metrics.port });
  return app;
}
