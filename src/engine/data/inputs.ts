// The two cells the player types into (R-UI-EXP-14, R-UI-EXP-15, R-LOAD: 0–30 resources per
// transfer; R-MOVE-20: hours in halves, at least ½). The per-field upper limit of hours is a rule
// of the phase that uses it; this is the cell's own range.
export const INPUT_FIELDS = ['resources', 'hours'] as const;
export type InputField = (typeof INPUT_FIELDS)[number];

export interface InputLimits {
  readonly min: number;
  readonly max: number;
  /** Values are rounded to a multiple of this. */
  readonly step: number;
  readonly initial: number;
}

export const INPUT_LIMITS: Readonly<Record<InputField, InputLimits>> = {
  resources: { min: 0, max: 30, step: 1, initial: 10 },
  hours: { min: 0.5, max: 24, step: 0.5, initial: 1 },
};

export function isInputField(x: unknown): x is InputField {
  return x === 'resources' || x === 'hours';
}
