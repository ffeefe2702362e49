import { attachCompetitionResult, createCompetitionResult, uploadFile, base64Of, uploadTypeOf } from '../../sdk/contract/index.ts';
import { competitionRequest, type ResultFormInput } from '../../sdk/forms/index.ts';

export interface ClubResultUpload {
  /** The checked form. */
  readonly input: ResultFormInput;
  /** The proof picture itself (the form holds only its name, size and type). */
  readonly proof: File;
  /** The club's public_id. */
  readonly club: string;
}

/**
 * Uploads a club competition result (account.md §4 "Club result upload attaches a competition
 * result to a club", §7): the proof picture (POST /api/files/upload), then the result
 * (POST /api/user/competition → public_id), then the result is attached to the club
 * (PUT /api/user/club/competition/{id}/{club}), in that order. Answers the result's public_id.
 */
export async function uploadClubResult({ input, proof, club }: ClubResultUpload): Promise<string> {
  const type = uploadTypeOf(proof, ['image/jpeg', 'image/png']);
  if (type === undefined) throw new TypeError(`racekit: ${proof.name} is not a jpg or png picture`);
  const uploaded = await uploadFile({ name: proof.name, type, data: await base64Of(proof) });
  const created = await createCompetitionResult(competitionRequest(input, uploaded.public_id));
  await attachCompetitionResult(created.public_id, club);
  return created.public_id;
}
