// The public entry "@racekit/sdk/checkin" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/checkin/, by name.
export { admits, CHECKIN_RESULTS, type CheckinFacts, type CheckinResult, checkinVerdict } from './checkin-verdict.ts';
export { codeHash, codeHashOfDigest, hashedText } from './code-hash.ts';
