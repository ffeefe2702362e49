/**
 * Clubs and club competitions (account.md §7 "Clubs").
 *
 * Decided where the spec is silent:
 * - GET /api/clubs/{id}: `id` is a club's public_name (its page /clubs/{public_name}) or public_id.
 * - PUT /api/user/club/new/{id} (join) and PUT /api/user/club/pull/{id} (leave) take no body and
 *   answer the user's clubs after the change, `{ values: Club[] }`.
 * - POST /api/user/competition takes `CompetitionResultRequest` (type, title, ISO date, time
 *   HH:MM:SS, optional distance in km and uploaded proof) and answers `{ public_id }`.
 * - PUT /api/user/club/competition/{id}/{club}: `id` is the result, `club` the club's public_id;
 *   the user must be a member; answers `{ message }`.
 */
import { object, string, type } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { Club } from './schemas/club.ts';
import { IdParams, MessageResponse, valuesOf } from './schemas/common.ts';
import { Competition, CompetitionResultRequest, CompetitionType } from './schemas/competition.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

const ClubParams = object({ club: limitedText(TEXT_MAX.id) });

export const clubsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/clubs',
    summary: 'All clubs.',
    response: valuesOf(Club),
  }),
  one: defineCall({
    method: 'GET',
    path: '/api/clubs/{id}',
    summary: 'One club by public_name or public_id.',
    params: IdParams,
    response: Club,
  }),
  mine: defineCall({
    method: 'GET',
    path: '/api/user/clubs',
    auth: 'required',
    summary: "The user's clubs.",
    response: valuesOf(Club),
  }),
  join: defineCall({
    method: 'PUT',
    path: '/api/user/club/new/{id}',
    auth: 'required',
    summary: "Joins a club; answers the user's clubs.",
    params: IdParams,
    response: valuesOf(Club),
  }),
  leave: defineCall({
    method: 'PUT',
    path: '/api/user/club/pull/{id}',
    auth: 'required',
    summary: "Leaves a club; answers the user's clubs.",
    params: IdParams,
    response: valuesOf(Club),
  }),
  competitionTypes: defineCall({
    method: 'GET',
    path: '/api/list/competition/type',
    summary: 'The kinds of club competition.',
    response: valuesOf(CompetitionType),
  }),
  createResult: defineCall({
    method: 'POST',
    path: '/api/user/competition',
    auth: 'required',
    summary: 'Creates a competition result of the user.',
    body: CompetitionResultRequest,
    response: type({ public_id: string() }),
  }),
  attachResult: defineCall({
    method: 'PUT',
    path: '/api/user/club/competition/{id}/{club}',
    auth: 'required',
    summary: 'Attaches a competition result to a club.',
    params: object({ id: limitedText(TEXT_MAX.id), club: limitedText(TEXT_MAX.id) }),
    response: MessageResponse,
  }),
  competitions: defineCall({
    method: 'GET',
    path: '/api/club/competition/list/{club}',
    summary: 'The competition results attached to a club.',
    params: ClubParams,
    response: valuesOf(Competition),
  }),
};

/** All clubs. */
export const listClubs = () => invoke(clubsCalls.list, {});
/** Club `id` (public_name or public_id). */
export const getClub = (id: string) => invoke(clubsCalls.one, { params: { id } });
/** The user's clubs. */
export const listMyClubs = () => invoke(clubsCalls.mine, {});
/** Joins club `id`. */
export const joinClub = (id: string) => invoke(clubsCalls.join, { params: { id } });
/** Leaves club `id`. */
export const leaveClub = (id: string) => invoke(clubsCalls.leave, { params: { id } });
/** The kinds of club competition. */
export const listCompetitionTypes = () => invoke(clubsCalls.competitionTypes, {});
/** Creates a competition result; answers its public_id. */
export const createCompetitionResult = (result: CompetitionResultRequest) =>
  invoke(clubsCalls.createResult, { body: result });
/** Attaches result `resultId` to club `club`. */
export const attachCompetitionResult = (resultId: string, club: string) =>
  invoke(clubsCalls.attachResult, { params: { id: resultId, club } });
/** The competition results of club `club`. */
export const listClubCompetitions = (club: string) => invoke(clubsCalls.competitions, { params: { club } });
