import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A file of the built web app (a path with an extension outside /api): served as is, not worth a log line. */
export function isStaticFilePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return !path.startsWith('/api/') && /\.[a-z0-9]{1,8}$/i.test(path);
}

/**
 * Fastify's request log, one line a request instead of two ("incoming request" and "request completed"): method,
 * redacted URL and client address (the `req` serializer, plugins/log-redaction), status and milliseconds, written
 * when the answer is sent. Static files of the web app get no line unless they fail; errors are logged as ever.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  /** The request's own line says 404, with its URL redacted; Fastify's extra line would quote the raw URL. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      req: request,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500 || !isStaticFilePath(request.url)) reply.log.info(line, 'request');
  }
}
