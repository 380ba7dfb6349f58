/** Pilotage: the planner's board, dispatch and the pilots' own jobs. */
import { z } from 'zod';
import { def, type ApiDef } from './def.js';
import { idParam, paged } from '../schemas/common.js';
import {
  acceptAssignmentsInput,
  pilotAssignInput,
  autoAssignInput,
  autoAssignResult,
  cancelJobInput,
  jobStepInput,
  pilotageBoard,
  pilotageBoardQuery,
  pilotJobListQuery,
  pilotJobRecord,
  shiftingInput,
} from '../schemas/pilotage.js';

export const PILOTAGE_API = {
  pilotageBoard: def('pilotageBoard', {
    summary: 'Pilots, tugs and the pilot jobs of a period of terminal days (at most 14), with the planning rules',
    query: pilotageBoardQuery,
    response: pilotageBoard,
  }),
  assignPilotJob: def('assignPilotJob', {
    summary: 'Put a pilot (or none) and tugs on a job; refused (409) with every broken rule',
    params: idParam,
    body: pilotAssignInput,
    response: pilotJobRecord,
  }),
  autoAssignPilots: def('autoAssignPilots', {
    summary: "Propose pilots and tugs for a terminal day's open jobs within every rule (nothing is written)",
    body: autoAssignInput,
    response: autoAssignResult,
  }),
  acceptPilotAssignments: def('acceptPilotAssignments', {
    summary: 'Apply proposed assignments in one transaction: all pass the rules, or none is made',
    body: acceptAssignmentsInput,
    response: z.array(pilotJobRecord),
  }),
  addShiftingJob: def('addShiftingJob', {
    summary: 'Add a shifting job to a booked nomination that is not pilot exempt',
    body: shiftingInput,
    response: pilotJobRecord,
  }),
  cancelPilotJob: def('cancelPilotJob', {
    summary: 'Cancel a job not yet started, with a reason',
    params: idParam,
    body: cancelJobInput,
    response: pilotJobRecord,
  }),
  pilotJobs: def('pilotJobs', {
    summary: "The caller's pilot jobs (today, upcoming or past): a pilot's own, every job for the head of pilot",
    query: pilotJobListQuery,
    response: paged(pilotJobRecord),
  }),
  confirmPilotJob: def('confirmPilotJob', {
    summary: 'The pilot confirms a requested job',
    params: idParam,
    body: jobStepInput,
    response: pilotJobRecord,
  }),
  startPilotJob: def('startPilotJob', {
    summary: 'The pilot starts a job (actual start: now unless given)',
    params: idParam,
    body: jobStepInput,
    response: pilotJobRecord,
  }),
  completePilotJob: def('completePilotJob', {
    summary: 'The pilot completes a job with its actual times (end: now unless given)',
    params: idParam,
    body: jobStepInput,
    response: pilotJobRecord,
  }),
} as const satisfies Record<string, ApiDef>;
