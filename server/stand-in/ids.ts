// The stand-in's ids, made as Discord makes its snowflakes: each carries the moment it was made, by the
// world's clock, so messages sort by id as they were sent and /ping reads a true time out of an id.
import { SNOWFLAKE_INCREMENT_MAX, snowflakeAt, snowflakeMaker } from '../contract/snowflake.js';
import type { World } from './model.js';

/** The stand-in makes its ids as one process of one worker at Discord. */
const STAND_IN_MAKER = snowflakeMaker(1, 0);

/**
 * A new id, carrying the world's time as Discord's ids carry theirs. Ids made in one millisecond count
 * up, and so do ids made while the clock reads earlier than the last id (it went back); when a
 * millisecond's 4,096 are used up the next one is taken, as Discord's maker waits for it. So a later id
 * is always a greater one and ids sort as things happened, even on a clock that stands still.
 */
export function nextId(world: World): string {
  const made = world.snowflakes;
  const now = Math.floor(world.clock.now());
  if (now > made.time) {
    made.time = now;
    made.increment = 0;
  } else if (made.increment < SNOWFLAKE_INCREMENT_MAX) made.increment += 1;
  else {
    made.time += 1;
    made.increment = 0;
  }
  return snowflakeAt(made.time, STAND_IN_MAKER | made.increment);
}
