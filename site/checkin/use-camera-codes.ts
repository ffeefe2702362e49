/**
 * The camera as a stream of QR codes (issue 26 §2–3): the back camera in a <video>, a frame
 * read every 100 ms (downscaled to 480 pixels wide, enough for a ticket's code at arm's length),
 * each code passed to `onCode` as soon as it is read. The torch is offered where the camera has one.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { frameReader, type FrameReader } from './qr-decoder.ts';

const FRAME_EVERY_MS = 100;
const FRAME_WIDTH = 480;

export interface CameraCodes {
  readonly video: RefObject<HTMLVideoElement | null>;
  readonly state: 'starting' | 'on' | 'unavailable';
  readonly torch: { readonly on: boolean; toggle(): void } | undefined;
}

/** Whether the camera of `track` has a torch (an image-capture capability TypeScript's DOM library lacks). */
function hasTorch(track: MediaStreamTrack | undefined): boolean {
  const capabilities: unknown = track?.getCapabilities();
  return typeof capabilities === 'object' && capabilities !== null && 'torch' in capabilities && capabilities.torch === true;
}

export function useCameraCodes(onCode: (code: string) => void, paused: boolean): CameraCodes {
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraCodes['state']>('starting');
  const [track, setTrack] = useState<MediaStreamTrack | undefined>(undefined);
  const [torchOn, setTorchOn] = useState(false);
  const handler = useRef(onCode);
  handler.current = onCode;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const drawing = canvas.getContext('2d', { willReadFrequently: true });

    const readFrames = (reader: FrameReader) => {
      const element = video.current;
      const next = () => {
        if (!stopped) timer = setTimeout(() => void step(), FRAME_EVERY_MS);
      };
      const step = async () => {
        if (element === null || drawing === null || pausedRef.current || element.videoWidth === 0) return next();
        const width = Math.min(FRAME_WIDTH, element.videoWidth);
        const height = Math.round((element.videoHeight * width) / element.videoWidth);
        canvas.width = width;
        canvas.height = height;
        drawing.drawImage(element, 0, 0, width, height);
        const code = await reader(drawing.getImageData(0, 0, width, height)).catch(() => null);
        if (code !== null && code.trim() !== '' && !stopped) handler.current(code.trim());
        next();
      };
      void step();
    };

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 } }, audio: false });
        if (stopped || video.current === null) return;
        video.current.srcObject = stream;
        await video.current.play();
        const [first] = stream.getVideoTracks();
        setTrack(first);
        setState('on');
        readFrames(await frameReader());
      } catch {
        if (!stopped) setState('unavailable');
      }
    })();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      for (const each of stream?.getTracks() ?? []) each.stop();
    };
  }, []);

  const torch =
    track !== undefined && hasTorch(track)
      ? {
          on: torchOn,
          toggle: () => {
            const wanted = !torchOn;
            // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- `torch` is an image-capture constraint TypeScript's DOM library lacks
            void track.applyConstraints({ advanced: [{ torch: wanted } as MediaTrackConstraintSet] }).then(() => setTorchOn(wanted), () => undefined);
          },
        }
      : undefined;
  return { video, state, torch };
}
