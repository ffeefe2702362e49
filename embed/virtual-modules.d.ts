// The module the widgets build generates for the loader build (embed/build/loader-manifest-plugin.ts).
declare module 'racekit:widget-chunks' {
  import type { WidgetChunks } from './loader/widget-chunks.ts';

  /** Every racekit tag of this build with its hashed chunks. */
  export const widgetChunks: WidgetChunks;
}
