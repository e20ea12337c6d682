// The two cells the player types into (R-UI-EXP-14, R-UI-EXP-15, R-LOAD: 0–30 resources per
// transfer). Both take whole numbers only: a typed decimal means different things in different
// locales ('2,3' is 2.3 in Polish Excel and text or 23 elsewhere), so it is refused. Repair
// (1–6 h) and healing (1–12 h) count whole hours; circling's ½-hour minimum (R-MOVE-20) is a
// bound of the circling rule, which clips the typed value. The per-field upper limit of hours is
// a rule of the phase that uses it; this is the cell's own range.
export const INPUT_FIELDS = ['resources', 'hours'] as const;
export type InputField = (typeof INPUT_FIELDS)[number];

export interface InputLimits {
  readonly min: number;
  readonly max: number;
  /** Values are whole multiples of this. */
  readonly step: number;
  readonly initial: number;
}

export const INPUT_LIMITS: Readonly<Record<InputField, InputLimits>> = {
  resources: { min: 0, max: 30, step: 1, initial: 10 },
  hours: { min: 1, max: 24, step: 1, initial: 1 },
};

/** The typed values of a new game, and of one just ended (nothing is left to type them for). */
export const INITIAL_INPUTS: Readonly<Record<InputField, number>> = { resources: INPUT_LIMITS.resources.initial, hours: INPUT_LIMITS.hours.initial };

export function isInputField(x: unknown): x is InputField {
  return x === 'resources' || x === 'hours';
}
