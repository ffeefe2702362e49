import { relative } from 'node:path';
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * How the widgets build groups its code into files. Each file is compressed on its own, so
 * dozens of tiny chunks cost kilobytes; but merging by size alone (rollup's
 * experimentalMinChunkSize) moved lazy code — English texts, dialogs — into the tags' first
 * paint. So the grouping is explicit:
 * - what a tag's first paint imports (its entry's static closure) stays in the tag's entry, or
 *   in `first-paint` when several tags share it (Preact's core, defineShell, the tokens): a tag
 *   pays for its own first paint, nothing else. Every such module is named here, since rollup
 *   moves a module no group names into the group that imports it;
 * - the widgets' common runtime (defineWidget's and start-embed's static closure: Preact's
 *   compat, i18next, jotai, superstruct, the HTTP client, the configuration) is one file;
 * - server state (TanStack Query), dates (dayjs), input masks (imask), the form rules, the form
 *   kit's fields and the UI primitives each make one file, loaded by whichever widget needs them first;
 * - everything else (widgets, their lazy parts, contract calls, texts) is rollup's default.
 */
export function embedChunks(root: string): GetManualChunk {
  let firstPaint: Map<string, string> | undefined;
  let runtime: Set<string> | undefined;
  const groups: [RegExp, string][] = [
    [/^node_modules\/(@tanstack\/query-core|jotai-tanstack-query)\/|^sdk\/queries\/|^sdk\/elements\/use-call-query\.ts$|^sdk\/state\/query-client\.ts$/, 'queries'],
    [/^node_modules\/dayjs\/|^sdk\/format\//, 'dates'],
    // The masked fields with the masks: a form draws plain fields before they arrive (sdk/ui/form/use-mask-module.ts).
    [/^node_modules\/(imask|react-imask)\/|^sdk\/ui\/masked-field\.tsx$|^sdk\/ui\/form\/phone-field\.tsx$/, 'masks'],
    // The form kit's fields and forms (they import the masks): not with the primitives, which a
    // widget without a form (the buy dialog) needs; its selects and hooks are primitives.
    // The form rules (sdk/forms: pure functions) apart from the fields that draw them: the buy
    // dialog checks a ticket's pre-registration with them, and must not wait for the masks.
    // The account's and the club results' form rules, and the SMS code's resend countdown, are
    // not the checkout's: rollup puts them with the widgets that use them (sign-in, club results),
    // so no buyer loads them (tests/budget names them).
    [/^sdk\/forms\/(?!account-forms\.ts$|competition-result-form\.ts$)/, 'form-rules'],
    [/^sdk\/ui\/form\/(?!select\.tsx$|use-field-messages\.ts$|use-focus-first-invalid\.ts$|lazy-phone-field\.tsx$|lazy-participant-form\.tsx$|use-mask-module\.ts$|use-resend-countdown\.ts$)|^sdk\/ui\/css\/form\.css$/, 'form'],
    // With the primitives, the hooks that adopt extra styles and word messages (else rollup puts
    // them in the form kit's file, and the buy dialog would wait for the masks), and the
    // participant form's preloader, which the dialog calls and the basket renders. The pieces one
    // widget alone shows (the disclosure: my-tickets; the section head: the basket) go with it.
    [/^sdk\/ui\/(?!lazy-disclosure\.tsx$|form\/use-resend-countdown\.ts$|section-head\.tsx$|css\/(disclosure|section-head)\.css$)|^sdk\/elements\/use-(extra-styles|message-text)\.ts$/, 'ui'],
    [/^sdk\/contract\//, 'contract'],
  ];
  return (id: string, meta: ManualChunkMeta) => {
    firstPaint ??= firstPaintGroups(meta);
    runtime ??= staticClosure(meta, [`${root}embed/start-embed.ts`, `${root}sdk/elements/define-widget.ts`, `${root}sdk/elements/react-i18next-adapter.ts`]);
    const paint = firstPaint.get(id);
    if (paint !== undefined) return paint;
    if (runtime.has(id)) return 'widget-runtime';
    const path = relative(root, id.replace(/\?.*$/, ''));
    return groups.find(([pattern]) => pattern.test(path))?.[1];
  };
}

/** Module → its first-paint group: the one entry that reaches it (`racekit-<name>`), or `first-paint`. */
function firstPaintGroups(meta: ManualChunkMeta): Map<string, string> {
  const reachedBy = new Map<string, Set<string>>();
  for (const entry of [...meta.getModuleIds()].filter((each) => each.startsWith('\0racekit-entry:'))) {
    const name = `racekit-${entry.slice('\0racekit-entry:'.length)}`;
    for (const id of staticClosure(meta, [entry])) {
      const entries = reachedBy.get(id) ?? new Set<string>();
      entries.add(name);
      reachedBy.set(id, entries);
    }
  }
  return new Map([...reachedBy].map(([id, entries]) => [id, entries.size === 1 ? ([...entries][0] ?? 'first-paint') : 'first-paint']));
}

function staticClosure(meta: ManualChunkMeta, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    meta.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  start.forEach(visit);
  return seen;
}
