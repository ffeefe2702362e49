import { lazy } from 'react';
import type { ParticipantForm, ParticipantFormProps } from './participant-form.tsx';

let Loaded: typeof ParticipantForm | undefined;

/**
 * Loads the participant form's code ahead (the buy dialog does, as it opens with inline
 * checkout), so that a LazyParticipantForm rendered afterwards draws in the same pass as its
 * card. React's lazy() suspends at least once, and an import() of a module already in settles a
 * task later, behind whatever the page queued meanwhile — in the basket, its SVG pictures, each
 * parsed and laid out on the main thread (issue 30: add → form went from 377 to 220 ms at 4× CPU).
 * Small and with the UI primitives (the embed's `ui` file), which the dialog has already.
 */
export const preloadParticipantForm = () => import('./participant-form.tsx').then((module) => (Loaded = module.ParticipantForm));

const Suspending = lazy(() => preloadParticipantForm().then((form) => ({ default: form })));

/** The kit's ParticipantForm, loaded when it first renders unless it was preloaded; under a Suspense. */
export function LazyParticipantForm(props: ParticipantFormProps) {
  return Loaded === undefined ? <Suspending {...props} /> : <Loaded {...props} />;
}
