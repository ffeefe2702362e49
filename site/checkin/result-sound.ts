/**
 * The sound of a scan's answer (issue 26 §3): one high beep lets the participant through, two
 * low ones stop them, so a volunteer hears the answer without looking. Web Audio, nothing to load.
 */
let context: AudioContext | undefined;

function tone(audio: AudioContext, frequency: number, start: number, length: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.2;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(audio.currentTime + start);
  oscillator.stop(audio.currentTime + start + length);
}

/** Plays the sound of a let-through (`true`) or a stop (`false`); silent where audio is off. */
export function playResultSound(admitted: boolean): void {
  try {
    context ??= new AudioContext();
    if (admitted) tone(context, 1320, 0, 0.15);
    else {
      tone(context, 330, 0, 0.18);
      tone(context, 330, 0.25, 0.18);
    }
  } catch {
    // no audio output: the colour and the words still tell
  }
}
