import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../common/app-error';
import type { DevClock } from '../../common/dev-clock';
import { envelope, ok } from '../../common/envelope';

const MAX_OFFSET_SECONDS = 366 * 24 * 3600;

const devClockInput = z.object({
  /** Moves the time forward by this many seconds. */
  advanceSeconds: z.number().int().min(0).max(MAX_OFFSET_SECONDS).optional(),
  /** Sets the offset from the real time (0: back to the real time). */
  offsetSeconds: z.number().int().min(0).max(MAX_OFFSET_SECONDS).optional(),
});
const devClockDto = z.object({ now: z.string(), offsetSeconds: z.number() });

/**
 * POST /v1/dev/clock (ours, development only: registered with DEV_CLOCK_CONTROL=1, which a
 * production server refuses to start with). docs/contracts/voting.md "Development clock".
 */
export function devClockRoutes(clock: DevClock) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    app.post('/v1/dev/clock', {
      config: { auth: 'public' },
      schema: { body: devClockInput, response: { 200: envelope(devClockDto) } },
      handler: async (request) => {
        const { advanceSeconds, offsetSeconds } = request.body;
        if ((advanceSeconds === undefined) === (offsetSeconds === undefined))
          throw new AppError(400, '请给出 advanceSeconds 或 offsetSeconds 之一');
        const next = offsetSeconds ?? clock.offsetSeconds() + (advanceSeconds ?? 0);
        if (next > MAX_OFFSET_SECONDS) throw new AppError(400, '时钟偏移不能超过一年');
        clock.setOffsetSeconds(next);
        return ok({ now: clock.now().toISOString(), offsetSeconds: clock.offsetSeconds() });
      },
    });
  };
}
