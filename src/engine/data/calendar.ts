// The two time scales (R-GEN-03): the voyage in months, an expedition in hours.

/**
 * R-GEN-03 (ours: the manual gives no conversion): hours on a planet count on the voyage's
 * calendar at 720 hours (30 days) a month; an expedition rarely lasts that long, since the
 * shuttle carries at most 30 resources.
 */
export const HOURS_PER_MONTH = 720;
