import { CAST_RECEIVER_TEXTS_ELEMENT_ID } from '@filmhyllan/contract/client';
import { canPlayNativeHls, choosePlaybackEngine, loadHls } from '@/features/player/playback-engine';
import { classifyHlsError } from '@/features/player/player-errors';
import {
  CAF_RECEIVER_URL,
  isCastDevice,
  readReceiverRequest,
  receiverLanguage,
  receiverText,
  type ReceiverTexts,
} from './receiver';

/*
 * The receiver page (docs/decisions/060). On a Cast device: Google's CAF receiver in a <cast-media-player>, which
 * plays what the sender loads (our playlist with its stream token). In a browser, `?src=<playlist>`: the same
 * stream with hls.js or native HLS, so that the receiver's side can be checked without a Cast device.
 */

const request = readReceiverRequest(window.location);
const texts = JSON.parse(
  document.getElementById(CAST_RECEIVER_TEXTS_ELEMENT_ID)?.textContent ?? '{}',
) as ReceiverTexts;
const language = receiverLanguage(request.lang, navigator.languages);
const text = (key: string) => receiverText(texts, language, key);

document.documentElement.lang = language;
document.title = text('cast_receiver_page_title');
const main = document.querySelector('main')!;
const heading = document.getElementById('title')!;
const message = document.getElementById('message')!;
const show = (key: string) => (message.textContent = text(key));

/** Minimal typing of the CAF receiver globals this page uses. */
interface CafReceiver {
  framework: {
    CastReceiverContext: {
      getInstance(): {
        getPlayerManager(): {
          setMessageInterceptor(type: string, interceptor: (data: CafLoad) => CafLoad | unknown): void;
        };
        start(): void;
      };
    };
    messages: {
      MessageType: { LOAD: string };
      ErrorData: new (type: string) => unknown;
      ErrorType: { LOAD_FAILED: string };
    };
  };
}
interface CafLoad {
  media?: { contentId?: string; contentUrl?: string; metadata?: { title?: string } };
}

function startOnCastDevice() {
  heading.remove();
  const script = document.createElement('script');
  script.src = CAF_RECEIVER_URL;
  script.onload = () => {
    const cast = (window as unknown as { cast: CafReceiver }).cast;
    const context = cast.framework.CastReceiverContext.getInstance();
    // Only our own streams play here, whatever a sender asks for.
    context.getPlayerManager().setMessageInterceptor(cast.framework.messages.MessageType.LOAD, (data) => {
      const url = data.media?.contentUrl ?? data.media?.contentId ?? '';
      const { src } = readReceiverRequest({
        href: window.location.href,
        origin: window.location.origin,
        search: `?src=${encodeURIComponent(url)}`,
        hash: '',
      });
      if (!src) return new cast.framework.messages.ErrorData(cast.framework.messages.ErrorType.LOAD_FAILED);
      return data;
    });
    main.append(document.createElement('cast-media-player'));
    context.start();
  };
  script.onerror = () => show('cast_receiver_failed');
  document.head.append(script);
}

async function playInBrowser(src: string) {
  if (request.title) heading.textContent = request.title;
  const video = document.createElement('video');
  video.controls = true;
  video.playsInline = true;
  video.autoplay = true;
  video.setAttribute('aria-label', request.title ?? text('cast_receiver_video'));
  main.append(video);
  const fail = (refused: boolean) => {
    video.remove();
    show(refused ? 'cast_receiver_refused' : 'cast_receiver_failed');
  };

  const Hls = await loadHls().catch(() => null);
  const engine = choosePlaybackEngine({
    hlsJsSupported: Hls?.isSupported() ?? false,
    nativeHls: canPlayNativeHls(video),
  });
  if (engine === 'hls.js' && Hls) {
    const hls = new Hls();
    hls.on(Hls.Events.ERROR, (_event, data) => {
      const kind = classifyHlsError(data);
      if (kind === 'forbidden') {
        hls.destroy();
        fail(true);
      } else if (data.fatal) {
        hls.destroy();
        fail(false);
      }
    });
    hls.loadSource(src);
    hls.attachMedia(video);
  } else if (engine === 'native') {
    video.addEventListener('error', () => {
      // The native player does not say why: the playlist's answer does.
      void fetch(src, { cache: 'no-store' }).then(
        (response) => fail([401, 403, 410].includes(response.status)),
        () => fail(false),
      );
    });
    video.src = src;
  } else {
    video.remove();
    show('cast_receiver_unsupported');
  }
}

if (isCastDevice(navigator.userAgent)) startOnCastDevice();
else if (request.src) void playInBrowser(request.src);
else show('cast_receiver_no_source');
