import { FILE_FUNNEL_STAGES, type FileFunnelStage } from '@maplestone/shared';

/** The funnel's file stages (issue 38, ADR 119), application started to funded, in order; zeros where not given. */
export const fileStages = (...counts: number[]) =>
  Object.fromEntries(FILE_FUNNEL_STAGES.map((stage, i) => [stage, counts[i] ?? 0])) as Record<
    FileFunnelStage,
    number
  >;
