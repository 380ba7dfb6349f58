/** Pilotage (DECISIONS.md §7a): the planning rules, refusals and the job's words both sides need. */
export const pilotageEn = {
  pilotRules: {
    inactive: '%{name} is not in service',
    notPilot: '%{name} is a tug, not a pilot',
    notTug: '%{name} is a pilot, not a tug',
    overlap: '%{name} is on job #%{other} %{from} – %{to} (%{buffer} min travel buffer)',
    duty: '%{name} would work %{hours} h in 24 h (at most %{max} h)',
  },
  pilotage: {
    notAssignable: 'A job that is %{status} cannot be reassigned',
    stepRefused: 'A job that is %{status} cannot be %{step}',
    notYourJob: 'This job is not assigned to you',
    noPilotLinked: 'Your user is not linked to a pilot record; ask the head of pilot',
    pilotTaken: 'Pilot %{name} is already linked to user %{user}',
    notAPilot: 'Only a pilot user (role 10) is linked to a pilot record',
    needsPilot: 'Assign a pilot before confirming',
    endBeforeStart: 'The end must be after the start',
    onlyShifting: 'Only shifting jobs are added by hand; berthing and unberthing follow the booking',
    notBooked: 'Pilot jobs are planned for booked nominations only',
    exempt: 'Nomination #%{id} is pilot exempt',
    jobInProgress:
      'Pilot job #%{id} (%{movement}, required %{at}) is in progress: its pilot completes it before the nomination is completed',
    jobAhead:
      'Pilot job #%{id} (%{movement}) is required at %{at}: its pilot completes it, or the planner cancels it, before the nomination is completed',
    jobLate:
      'Pilot job #%{id} (%{movement}, required %{at}) has a pilot and may still take place until %{until}: its pilot completes it, or the planner cancels it, before the nomination is completed',
    /** Why the system cancelled a job (pilot_jobs.cancel_reason holds the key). */
    cancelReasons: {
      notStartedAtCompletion: 'Cancelled when the nomination was completed: not started by its required time',
      byPlanner: 'Cancelled by the planner (the reason is in the remarks)',
      noLongerNeeded:
        'Cancelled: the nomination no longer needs this movement (pilot-exempt, revoked or without a berth)',
    },
    boardTooLong: 'The planner shows at most 14 days at a time',
    autoAssignTooLong: 'Auto-assign covers at most 7 days at a time',
    movements: { berthing: 'berthing', unberthing: 'unberthing', shifting: 'shifting' },
    statuses: {
      Requested: 'Requested',
      Confirmed: 'Confirmed',
      'In Progress': 'In Progress',
      Completed: 'Completed',
      Cancelled: 'Cancelled',
    },
    steps: { confirm: 'confirmed', start: 'started', complete: 'completed', cancel: 'cancelled' },
    anchorage: 'Anchorage',
  },
} as const;
