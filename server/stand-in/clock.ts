// Discord's clock as the stand-in keeps it, for the deadlines Discord holds the bot to (an interaction's
// first answer within 3 s, its token for 15 minutes). The demo runs on this machine's time; tests stop
// the clock and move it themselves, so a deadline is met or missed by what the test plays (a slow REST
// call, a slow bot API), never by how busy the machine is.

export interface WorldClock {
  /** Milliseconds since 1970, as Discord's clock reads now. */
  now(): number;
  /** Moves the clock on: time that passed at Discord (a slow call, a member waiting). */
  advance(ms: number): void;
}

/** This machine's time, plus whatever was advanced. */
export function runningClock(): WorldClock {
  let ahead = 0;
  return {
    now: () => Date.now() + ahead,
    advance: (ms) => {
      ahead += ms;
    },
  };
}

/** A clock that stands still unless advanced. */
export function stoppedClock(at: number = Date.now()): WorldClock {
  let time = at;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}
