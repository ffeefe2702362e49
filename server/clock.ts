/** Where the server reads the time: every expiry and limit goes through it, so tests can move it. */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };
