// The one module that imports daily-js at run time: it makes daily-js's own call object, which is
// the default transport as it is (`daily.ts` checks that it fits). Loaded on first use (with the
// session), never at import time.
import Daily, { type DailyCall, type DailyFactoryOptions } from '@daily-co/daily-js';

/** `Daily.createCallObject`. */
export const createCallObject = (properties: DailyFactoryOptions): DailyCall =>
  Daily.createCallObject(properties);
