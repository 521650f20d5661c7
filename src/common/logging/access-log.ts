import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request log lines, made into one access line per answer with flat fields (Fastify's logger has its
 * own serializers for `req` and `res`), written where Fastify finishes a request rather than by a hook. Nothing
 * on arrival; the health check, which load balancers poll every few seconds, is left out.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (request.url.startsWith('/api/health')) return;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
      remoteAddress: request.ip,
      userAgent: request.headers['user-agent'],
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
