import { textMessage, type FormMessage } from '../forms/form-message.ts';

const isKnown = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** What a team's size is read from: a format, or a basket line (the same fields). */
export interface TeamFields {
  readonly team_all?: boolean | null | undefined;
  readonly fixed_count?: boolean | null | undefined;
  readonly min_count?: number | null | undefined;
  readonly max_count?: number | null | undefined;
}

/**
 * The one wording of a team's size (issue 29 item 12), or null for a ticket that is not a team's:
 * a fixed team «Участников в команде: 5»; an open one «Участников в команде: от 3 до 9, кратно 3»
 * (the largest count on its step within max_count).
 */
export function teamSizeMessage(team: TeamFields): FormMessage | null {
  if (team.team_all !== true) return null;
  const max = isKnown(team.max_count) && team.max_count > 0 ? Math.floor(team.max_count) : undefined;
  if (team.fixed_count !== false) return max === undefined ? null : textMessage('event.teamSize', { count: max });
  const step = isKnown(team.min_count) && team.min_count > 0 ? Math.floor(team.min_count) : 1;
  const top = max === undefined ? undefined : Math.floor(max / step) * step;
  if (top === undefined) return textMessage('event.teamFrom', { min: step, step });
  if (top <= step) return textMessage('event.teamSize', { count: step });
  return textMessage('event.teamRange', { min: step, max: top, step });
}
