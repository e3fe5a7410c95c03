import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload, type DetailedError, type HttpRequest } from 'tus-js-client';
import {
  UPLOADS_PATH,
  UPLOAD_CSRF_HEADER,
  UPLOAD_SESSION_HEADER,
  type ErrorCode,
  type UploadPurpose,
} from '@filmhyllan/contract/client';
import { ApiError } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { addSample, bytesPerSecond, type RateSample } from './upload-rate';

export type UploadStatus = 'idle' | 'uploading' | 'paused' | 'failed' | 'done';

export interface TusUploadState {
  status: UploadStatus;
  file: File | undefined;
  bytesSent: number;
  bytesTotal: number;
  /** Bytes per second over the last seconds, once there is a second's worth. */
  rate: number | undefined;
  /** Why the upload stopped (status 'failed'): an ApiError with the server's code or NETWORK_ERROR. */
  error: ApiError | undefined;
  /** The upload continues one this browser started before (same file: name, type, size, modified time). */
  resumed: boolean;
  uploadId: string | undefined;
}

export interface TusUploadOptions {
  purpose: UploadPurpose;
  onComplete(uploadId: string, file: File): void;
  /** The interface language, for the server's error messages. */
  language: string;
  /** Bytes per PATCH request; a dropped connection loses at most the chunk in flight. */
  chunkSize?: number;
  /** Waits (ms) between automatic retries after a failed request; then the upload waits for Resume or 'online'. */
  retryDelays?: number[];
  /** The clock of the speed (ms); tests pass their own. */
  now?: () => number;
}

/** 50 MB: small enough that a drop loses little, large enough that request overhead does not count. */
export const DEFAULT_CHUNK_SIZE = 50 * 1024 * 1024;
/** About a minute of retries, growing, before the upload waits for the operator or for the network to return. */
export const DEFAULT_RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 20_000];

const initial: TusUploadState = {
  status: 'idle',
  file: undefined,
  bytesSent: 0,
  bytesTotal: 0,
  rate: undefined,
  error: undefined,
  resumed: false,
  uploadId: undefined,
};

/** The upload id: the last segment of the upload's URL (what attach_media and the pipeline take). */
export const uploadIdOf = (url: string): string => url.split('?')[0]!.split('/').filter(Boolean).at(-1) ?? '';

/** A failed tus request as the client's ApiError: the server's JSON error when it sent one. */
export function uploadError(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) {
    return new ApiError({
      status: undefined,
      code: 'NETWORK_ERROR',
      message: error.message,
      origin: UPLOADS_PATH,
    });
  }
  let code: ErrorCode | 'INVALID_RESPONSE' = 'INVALID_RESPONSE';
  let message = '';
  try {
    const body = JSON.parse(response.getBody()) as { error?: { code?: ErrorCode; message?: string } };
    if (body.error?.code) code = body.error.code;
    message = body.error?.message ?? '';
  } catch {
    // Not our JSON (a proxy's page): the generic message.
  }
  return new ApiError({ status: response.getStatus(), code, message, origin: UPLOADS_PATH });
}

/**
 * One resumable upload (tus 1.0) at a time: start with a file, pause, resume. A dropped connection is retried by
 * tus-js-client at `retryDelays` from the offset the server reports; after that the upload waits, and resumes by
 * itself when the browser says it is online again. A file this browser began uploading before continues where
 * it stopped (tus-js-client's fingerprint in localStorage), also after a reload or a server restart.
 */
export function useTusUpload(options: TusUploadOptions) {
  const [state, setState] = useState<TusUploadState>(initial);
  const upload = useRef<Upload | undefined>(undefined);
  const samples = useRef<RateSample[]>([]);
  const latest = useRef(options);
  latest.current = options;

  const run = useCallback((current: Upload) => {
    samples.current = [];
    setState((s) => ({ ...s, status: 'uploading', error: undefined, rate: undefined }));
    current.start();
  }, []);

  const start = useCallback(
    (file: File) => {
      void upload.current?.abort();
      const { purpose, chunkSize, retryDelays } = latest.current;
      const current = new Upload(file, {
        endpoint: UPLOADS_PATH,
        chunkSize: chunkSize ?? DEFAULT_CHUNK_SIZE,
        retryDelays: retryDelays ?? DEFAULT_RETRY_DELAYS,
        metadata: { filename: file.name, filetype: file.type, purpose },
        removeFingerprintOnSuccess: true,
        // Read at every request: the session's CSRF token is renewed while a long upload runs.
        onBeforeRequest: (request: HttpRequest) => {
          const session = getSession();
          if (session) {
            request.setHeader(UPLOAD_SESSION_HEADER, session.sessionid);
            request.setHeader(UPLOAD_CSRF_HEADER, session.csrftoken);
          }
          request.setHeader('X-App-Language', latest.current.language);
        },
        onProgress: (bytesSent, bytesTotal) => {
          const at = latest.current.now ? latest.current.now() : performance.now();
          samples.current = addSample(samples.current, { at, bytes: bytesSent });
          const rate = bytesPerSecond(samples.current);
          setState((s) => (s.status === 'uploading' ? { ...s, bytesSent, bytesTotal, rate } : s));
        },
        onSuccess: () => {
          const uploadId = uploadIdOf(current.url ?? '');
          setState((s) => ({ ...s, status: 'done', bytesSent: file.size, uploadId, rate: undefined }));
          latest.current.onComplete(uploadId, file);
        },
        onError: (error) => {
          setState((s) => ({ ...s, status: 'failed', error: uploadError(error), rate: undefined }));
        },
      });
      upload.current = current;
      setState({ ...initial, status: 'uploading', file, bytesTotal: file.size });
      void current.findPreviousUploads().then((previous) => {
        if (upload.current !== current) return;
        const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (last) current.resumeFromPreviousUpload(last);
        setState((s) => ({ ...s, resumed: last !== undefined }));
        run(current);
      });
    },
    [run],
  );

  const pause = useCallback(() => {
    if (!upload.current) return;
    void upload.current.abort();
    setState((s) => (s.status === 'uploading' ? { ...s, status: 'paused', rate: undefined } : s));
  }, []);

  const resume = useCallback(() => {
    if (upload.current) run(upload.current);
  }, [run]);

  // Back online after the retries ran out: carry on without waiting for the operator.
  const waitingForNetwork = state.status === 'failed' && state.error?.code === 'NETWORK_ERROR';
  useEffect(() => {
    if (!waitingForNetwork) return;
    const onOnline = () => resume();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [waitingForNetwork, resume]);

  // Leaving the page stops sending; the upload stays on the server and in this browser's list to resume.
  useEffect(() => () => void upload.current?.abort(), []);

  return { state, start, pause, resume };
}
