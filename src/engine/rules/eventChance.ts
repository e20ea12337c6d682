// The chance of a space event on a flight leg (R-SPACE-19, R-SPACE-17: our formula).

/**
 * R-SPACE-19, R-SPACE-17 (our formula): the chance that something happened on a flight leg grows
 * with its length and, faster and faster, with the months already flown (the ship wears):
 * len × (4% + 8% × (month/plan)²), at most 75%. Wear makes the direction of a tour matter: the
 * same tour with its long legs late meets more events.
 */
export function eventChance(legMonths: number, startMonth: number, planMonths: number): number {
  const wear = Math.min(1, startMonth / planMonths);
  return Math.min(0.75, legMonths * (0.04 + 0.08 * wear * wear));
}

/** Expected number of space events along a tour of nodes (indices into `d`), flown from month 0. */
export function expectedTourEvents(d: readonly (readonly number[])[], tour: readonly number[], planMonths: number): number {
  let month = 0;
  let sum = 0;
  for (let i = 1; i < tour.length; i++) {
    const len = d[tour[i - 1]!]![tour[i]!]!;
    sum += eventChance(len, month, planMonths);
    month += len;
  }
  return sum;
}
