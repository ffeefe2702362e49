/**
 * Reads QR codes from the camera's frames: the browser's BarcodeDetector where it exists
 * (Android Chrome, Safari 17+ on iOS with the flag, ChromeOS, macOS), otherwise jsQR, loaded only
 * then. jsQR because it is plain JavaScript — no WebAssembly, so the page keeps its strict CSP
 * without 'wasm-unsafe-eval', and nothing is fetched from a third party at run time — mature and
 * widely used; it reads a 480-pixel-wide frame in a few tens of milliseconds on a phone.
 */

/** Reads the QR code of a frame, or answers null. */
export type FrameReader = (frame: ImageData) => Promise<string | null>;

interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageData): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;
interface BarcodeDetectorStatics {
  getSupportedFormats(): Promise<string[]>;
}

function nativeDetector(): (BarcodeDetectorClass & BarcodeDetectorStatics) | undefined {
  const candidate: unknown = Reflect.get(globalThis, 'BarcodeDetector');
  if (typeof candidate !== 'function' || !('getSupportedFormats' in candidate)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the Shape Detection API is not in TypeScript's DOM library; checked above
  return candidate as BarcodeDetectorClass & BarcodeDetectorStatics;
}

/** The best reader this browser has. */
export async function frameReader(): Promise<FrameReader> {
  const Detector = nativeDetector();
  if (Detector !== undefined && (await Detector.getSupportedFormats()).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return (frame) => Promise.resolve(jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null);
}
