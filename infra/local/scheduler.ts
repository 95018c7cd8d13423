/**
 * The local EventBridge Scheduler: runs jobs at a wall-clock time in a time zone
 * (cron(0 2 * * ? *) in America/Toronto in AWS), across DST changes, or every few minutes
 * (rate(5 minutes) in AWS).
 */
export type ScheduledJob = { name: string; run: () => Promise<unknown> } & (
  | { hour: number; minute: number; timeZone: string }
  | { everyMinutes: number }
);

function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Offset of the zone from UTC at an instant, in ms (Toronto: -5 h in winter, -4 h in summer). */
function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) -
    Math.floor(instant.getTime() / 1000) * 1000
  );
}

/** The next instant after `now` when the zone's wall clock reads hour:minute. */
export function nextRunAt(now: Date, hour: number, minute: number, timeZone: string): Date {
  const today = zonedParts(now, timeZone);
  for (let dayOffset = 0; dayOffset <= 2; dayOffset++) {
    const wall = Date.UTC(today.year, today.month - 1, today.day + dayOffset, hour, minute);
    // Convert wall-clock time to UTC; a second pass settles the offset across a DST change.
    let guess = wall - offsetMs(new Date(wall), timeZone);
    guess = wall - offsetMs(new Date(guess), timeZone);
    if (guess > now.getTime()) return new Date(guess);
  }
  throw new Error('unreachable: a wall-clock time recurs within two days');
}

/** The next instant after `now` on an `everyMinutes` boundary of the clock (every 5: :00, :05, …). */
export function nextIntervalRunAt(now: Date, everyMinutes: number): Date {
  const period = everyMinutes * 60_000;
  return new Date((Math.floor(now.getTime() / period) + 1) * period);
}

/** When a job runs next after `now`. */
export function nextRunOf(job: ScheduledJob, now: Date): Date {
  return 'everyMinutes' in job
    ? nextIntervalRunAt(now, job.everyMinutes)
    : nextRunAt(now, job.hour, job.minute, job.timeZone);
}

export function startScheduler(jobs: ScheduledJob[], log: (line: string) => void = () => {}) {
  const timers = new Map<string, NodeJS.Timeout>();
  const arm = (job: ScheduledJob) => {
    // Re-armed only after a run ends: a run never overlaps the previous one of the same job.
    const at = nextRunOf(job, new Date());
    // setTimeout holds at most ~24.8 days; re-arm at most daily.
    const delay = Math.min(at.getTime() - Date.now(), 24 * 3600 * 1000);
    timers.set(
      job.name,
      setTimeout(async () => {
        if (Date.now() >= at.getTime() - 1000) {
          log(`scheduler: running ${job.name}`);
          await job.run().catch((error: Error) => log(`scheduler: ${job.name} failed: ${error.message}`));
        }
        arm(job);
      }, delay),
    );
  };
  for (const job of jobs) arm(job);
  return {
    nextRuns: () => jobs.map((job) => ({ name: job.name, at: nextRunOf(job, new Date()) })),
    stop: () => {
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
