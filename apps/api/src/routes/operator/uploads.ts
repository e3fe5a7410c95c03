import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server, EVENTS } from '@tus/server';
import type { DataStore, Locker, Upload } from '@tus/utils';
import {
  errorCodes,
  UPLOAD_PURPOSES,
  UPLOADS_PATH,
  uploadTypeAllowed,
  type ErrorCode,
  type Language,
  type UploadPurpose,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../modules/audit/audit.service';
import type { Session } from '../../modules/session/session.service';
import { requestLocale } from '../request-locale';

export interface UploadRoutesOptions {
  /** The largest upload in bytes (UPLOAD_MAX_MB). */
  maxBytes: number;
  /** Where the bytes go (the uploads service's store: DATA_DIR/uploads or the bucket). */
  store: DataStore;
  /** Locks that hold across processes (uploads in a bucket); absent, tus's own in memory. */
  locker?: Locker | undefined;
  /** How often expired unfinished uploads are deleted; 0: never by itself (tests call expireUnfinished). */
  cleanUpEveryMs?: number;
}

/** Who sent a tus request, for the tus server's hooks (which see the request, not Fastify's session). */
interface Caller {
  session: Session;
  address: string;
  language: Language;
}

/** A refusal in the tus server's shape, its body the API's one error shape (translated). */
interface TusRefusal {
  status_code: number;
  body: string;
}

/** The tus route's access: admins and editors, by session (headers, CSRF on changes) or an `uploads` token. */
const ACCESS: FastifyContextConfig = {
  access: 'operator',
  operatorRoles: ['admin', 'editor'],
  tokenScope: 'uploads',
  sessionInHeaders: true,
};

const isPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value);

/**
 * The tus 1.0 endpoint at /api/operator/uploads (docs/decisions/049): @tus/server over the uploads service's
 * FileStore. Fastify checks the caller (the session plugin, from ACCESS) and leaves the body unread; the tus
 * server then takes the raw request. An upload is created with metadata purpose, filename and filetype (checked
 * against the purpose's types) and a known length (at most UPLOAD_MAX_MB); only the operator who started an
 * upload (or an admin) may continue, inspect or end it. Its completion is recorded and audited.
 */
export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions) {
  const { uploads, operators } = app.services;
  const callers = new WeakMap<object, Caller>();

  const refusal = (code: ErrorCode, language: Language, status: number = errorCodes[code]): TusRefusal => ({
    status_code: status,
    body: JSON.stringify({ success: false, error: { code, message: app.translateError(code, language) } }),
  });
  const callerOf = (req: { runtime?: { node?: { req: object } } }): Caller => {
    const caller = req.runtime?.node && callers.get(req.runtime.node.req);
    if (!caller) throw new Error('tus request without a checked caller');
    return caller;
  };
  const actorOf = async (caller: Caller): Promise<AuditActor> => ({
    portal: 'operator',
    id: caller.session.operatorId!,
    username: (await operators.current(caller.session)).username,
    address: caller.address,
  });

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: options.store,
    ...(options.locker ? { locker: options.locker } : {}),
    maxSize: options.maxBytes,
    // The Location header is /api/operator/uploads/<id>: right behind any proxy, whatever Host it was sent.
    relativeLocation: true,
    // Same origin only (the console); scripts send no Origin. No CORS header is ever given.
    allowedOrigins: () => false,
    onUploadCreate: async (req, upload: Upload) => {
      const caller = callerOf(req);
      const { purpose, filename, filetype } = upload.metadata ?? {};
      if (!isPurpose(purpose) || !filename || upload.size === undefined) {
        throw refusal('VALIDATION_FAILED', caller.language);
      }
      if (!uploadTypeAllowed(purpose, filename, filetype ?? '')) {
        throw refusal('UPLOAD_TYPE_NOT_ALLOWED', caller.language);
      }
      await uploads.started({
        id: upload.id,
        operatorId: caller.session.operatorId!,
        apiTokenId: caller.session.apiTokenId ?? null,
        purpose,
        filename: filename.slice(0, 255),
        filetype: (filetype ?? '').slice(0, 100),
        sizeBytes: upload.size,
      });
      return {};
    },
    onUploadFinish: async (req, upload: Upload) => {
      await uploads.finished(upload.id, await actorOf(callerOf(req)));
      return {};
    },
    // Every refusal in the API's error shape: tus-js-client and scripts read the code; the console translates it.
    onResponseError: (req, error) => {
      if ('status_code' in error && error.body.startsWith('{')) return error;
      const language = req.runtime?.node ? (callers.get(req.runtime.node.req)?.language ?? 'en') : 'en';
      const status = 'status_code' in error ? error.status_code : 500;
      if (status === 413) return refusal('UPLOAD_TOO_LARGE', language);
      if (status === 404 || status === 410) return refusal('UPLOAD_NOT_FOUND', language, status);
      if (status >= 500) {
        app.log.error({ err: error }, 'tus upload failed');
        return refusal('INTERNAL_ERROR', language);
      }
      // The protocol's own answers (409 wrong offset, 412, 415, 400 bad headers): tus clients act on the status.
      return undefined;
    },
  });
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    uploads.terminated(id).catch((err: unknown) => app.log.error({ err }, 'upload record not removed'));
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.portalSession!;
    const id = (request.params as { id?: string }).id;
    if (id !== undefined) {
      const upload = await uploads.byId(id);
      if (!upload || (upload.operatorId !== session.operatorId && session.operatorRole !== 'admin')) {
        throw new AppError('UPLOAD_NOT_FOUND');
      }
    }
    callers.set(request.raw, { session, address: request.ip, language: requestLocale(request) });
    // The tus server answers on the raw response: Fastify's onSend hooks do not run, so the headers they would
    // add are set here.
    reply.hijack();
    reply.raw.setHeader('Cache-Control', 'no-store');
    reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
    await tus.handle(request.raw, reply.raw);
  };

  await app.register(async (scope) => {
    // The body is the file: no parser reads it (nor limits it); the tus server streams it to the store.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const path = UPLOADS_PATH.replace(/^\/api/, '');
    scope.route({ method: ['POST', 'OPTIONS'], url: path, config: ACCESS, handler: handle });
    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
      url: `${path}/:id`,
      config: ACCESS,
      handler: handle,
    });
  });

  if (options.cleanUpEveryMs) {
    const timer = setInterval(() => {
      uploads
        .expireUnfinished()
        .catch((err: unknown) => app.log.error({ err }, 'expired uploads not cleaned up'));
    }, options.cleanUpEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
