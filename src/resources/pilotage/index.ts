import { lazyScreen } from '../shared/lazyScreen';

/** Pilotage (issue 17): the planning timeline and the pilot's own jobs. */
export default {
  planning: lazyScreen(() => import('./PilotagePlanning').then((m) => m.PilotagePlanning)),
  jobs: lazyScreen(() => import('./PilotJobs').then((m) => m.PilotJobs)),
};
