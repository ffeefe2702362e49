import type { DownloadedFile } from '../../sdk/contract/index.ts';

/** Whether `value` is what a file call answers: a Blob and maybe the server's file name. */
export function isDownloadedFile(value: unknown): value is DownloadedFile {
  if (typeof value !== 'object' || value === null || !('blob' in value) || !(value.blob instanceof Blob)) return false;
  return !('filename' in value) || value.filename === undefined || typeof value.filename === 'string';
}

/**
 * Saves a downloaded file under the name the server gave it: an object URL clicked through a
 * temporary `<a download>` placed inside the widget's shadow root (nothing touches the host's DOM).
 */
export function saveFile(file: DownloadedFile, fallbackName: string, root: ShadowRoot | HTMLElement): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  link.hidden = true;
  root.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click returns: release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
