import type { FastifyInstance } from 'fastify';
import { MINUTE } from '../../contract/time.js';

/**
 * Runs `run` once a minute in this process while the app is up (started when it is ready, stopped
 * when it closes). A run still going when the next minute comes is not doubled; a failed run is
 * logged as a warning under `name` and simply tried again a minute later. Jobs that several API
 * processes run at once keep their own guard (an advisory lock, a claimed row).
 */
export function registerMinuteJob(app: FastifyInstance, name: string, run: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (e) {
      app.log.warn({ err: e, job: name }, `${name} failed; will retry`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), MINUTE);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
