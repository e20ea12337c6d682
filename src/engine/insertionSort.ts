// A stable sort in place by insertion, for the short lists the rules and the player sort on hot
// paths (the fields next door, a clash's humans and weapons): Array.prototype.sort made a work copy
// of the list and called its comparator through a closure made for each sort.

/** Sorts `xs` in place, `before(a, b)` meaning a goes before b; equals keep their order. */
export function sortStably<T>(xs: T[], before: (a: T, b: T) => boolean): void {
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i]!;
    let j = i - 1;
    for (; j >= 0 && before(x, xs[j]!); j--) xs[j + 1] = xs[j]!;
    xs[j + 1] = x;
  }
}
