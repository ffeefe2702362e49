import { array, object, string, unknown, validate } from 'superstruct';
import { EARLY_ANSWERS_ID, provideEarlyAnswers } from '../../sdk/queries/index.ts';

const EarlyAnswers = array(object({ call: string(), input: unknown(), data: unknown() }));

/**
 * Reads the answers the server put into this page's HTML for the first screen (a
 * `<script type="application/json">` block: data, never run, so the strict CSP holds) and
 * hands them to the queries (sdk/queries/early-answers.ts). A missing or malformed block is
 * ignored: the page then asks the API as usual.
 */
export function readEarlyAnswers(): void {
  const block = document.getElementById(EARLY_ANSWERS_ID);
  if (block === null) return;
  block.remove();
  let parsed: unknown;
  try {
    parsed = JSON.parse(block.textContent);
  } catch {
    return;
  }
  const [error, answers] = validate(parsed, EarlyAnswers);
  if (error === undefined) provideEarlyAnswers(answers);
}
