// The bench's percentiles: the value at p% of the sorted list (the largest for p = 100; 0 for none).
export function pct(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}
