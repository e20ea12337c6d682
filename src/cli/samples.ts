// `npm run cli -- sample …`: the engine's own draws repeated many times, the observed rates beside
// the manual's (issue 11: every probability table of the surface rules, checked by sampling).
import {
  absorberMean,
  absorberPerPoint,
  attemptSucceeds,
  Dice,
  drawChance,
  GRAVITIES,
  hazardRates,
  healChance,
  INFECTION_PER_POINT,
  infectionPoints,
  placeMean,
  placePerPoint,
  repairChance,
  seedRng,
  shockHits,
  spreadFactor,
  drawIndicator,
  surpriseOdds,
  drawVariant,
  resolveClash,
  tableRow,
  ADVANTAGE_COLUMNS,
  STRATEGIES,
  STRATEGY_TABLES,
  VARIANTS,
  type Advantage,
  type Strategy,
  type Gravity,
  type Modifier,
  type HazardRates,
  type HazardSituation,
} from '../engine';

type Options = Readonly<Record<string, string>>;
export type SampleResult = { ok: true; json: Record<string, unknown>; text: string } | { ok: false; error: string };

const ACCIDENTS = ['atmosphere', 'robotHarm', 'seismic', 'threat', 'shuttleLoss', 'scatter', 'lava', 'cliff', 'chasm', 'swamp'] as const;
type AccidentKind = (typeof ACCIDENTS)[number];

const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;

function count(options: Options, fallback: number): number | string {
  const n = Number(options.n ?? fallback);
  return Number.isInteger(n) && n >= 1 && n <= 10_000_000 ? n : '--n must be a whole number from 1 to 10000000';
}

function gravityOf(options: Options): { ok: true; g: Gravity } | { ok: false; error: string } {
  const g = options.gravity ?? 'earth';
  return (GRAVITIES as readonly string[]).includes(g) ? { ok: true, g: g as Gravity } : { ok: false, error: `--gravity must be one of ${GRAVITIES.join(', ')}` };
}

export function runSample(subject: string | undefined, options: Options, seed: number): SampleResult {
  const dice = new Dice(seedRng(seed));
  switch (subject) {
    case 'repair':
    case 'heal':
      return careSample(subject, options, dice);
    case 'accident':
      return accidentSample(options, dice);
    case 'infection':
      return infectionSample(options, dice);
    case 'resources':
      return resourceSample(options, dice);
    case 'indicator':
      return indicatorSample(options, dice);
    case 'surprise':
      return surpriseSample(options, dice);
    case 'strategy':
      return strategySample(options, dice);
    case 'combat':
      return combatSample(options, dice);
    default:
      return { ok: false, error: `sample needs repair, heal, accident, infection, resources, indicator, surprise, strategy or combat, not "${subject ?? ''}"` };
  }
}

/** R-REPAIR-11, R-HEAL-09: N hours of attempts at the table's odds for a factor sum. */
function careSample(subject: 'repair' | 'heal', options: Options, dice: Dice): SampleResult {
  const sum = Number(options.sum);
  const n = count(options, 100_000);
  if (!Number.isInteger(sum) || Math.abs(sum) > 20) return { ok: false, error: `--sum must be a whole number from -20 to 20, not "${options.sum ?? ''}"` };
  if (typeof n === 'string') return { ok: false, error: n };
  const odds = subject === 'repair' ? repairChance(sum) : healChance(sum);
  let hits = 0;
  for (let i = 0; i < n; i++) if (attemptSucceeds(odds, dice)) hits++;
  const json = { sample: subject, sum, n, observed: hits / n, table: odds[0] / odds[1], tableOdds: `${odds[0]}/${odds[1]}` };
  return { ok: true, json, text: `${subject} at sum ${sum}: ${pct(json.observed, 2)} an hour over ${n} hours (the table: ${json.tableOdds} = ${pct(json.table, 2)})` };
}

/**
 * R-ACC-03..21: N hours in a situation set by the options, the accident of `--kind` drawn each
 * hour with the engine's draw; for shocks and scatterings also the hits of each (2d6, or 1d6
 * with --softened). --march: a march without the Scout or a Rekonbot; --atmosphere toxic|acid
 * with --engineer and --occurrences K for the robots; --threats K for the shuttle.
 */
function accidentSample(options: Options, dice: Dice): SampleResult {
  const kind = options.kind as AccidentKind;
  if (!ACCIDENTS.includes(kind)) return { ok: false, error: `--kind must be one of ${ACCIDENTS.join(', ')}` };
  const grav = gravityOf(options);
  if (!grav.ok) return grav;
  const gravity = grav.g;
  const n = count(options, 1_000_000);
  if (typeof n === 'string') return { ok: false, error: n };
  const atmosphere = options.atmosphere === 'acid' ? 'acid' : 'toxic';
  const x: HazardSituation = {
    gravity,
    atmosphere,
    geology: 'active',
    risky: options.march !== undefined,
    researched: options.researched !== undefined,
    engineer: options.engineer !== undefined,
    occurrences: Number(options.occurrences ?? 1),
    shuttleAlone: true,
    threats: Number(options.threats ?? 1),
    besideLava: true,
    cliff: true,
    chasm: true,
    swamp: true,
  };
  const rate = hazardRates(x)[kind as keyof HazardRates];
  let happened = 0;
  const hits = new Map<number, number>();
  const withHits = kind === 'seismic' || kind === 'scatter';
  for (let i = 0; i < n; i++) {
    if (!drawChance(rate, dice)) continue;
    happened++;
    if (withHits) {
      const h = shockHits(dice, options.softened !== undefined);
      hits.set(h, (hits.get(h) ?? 0) + 1);
    }
  }
  const json: Record<string, unknown> = { sample: 'accident', kind, gravity, march: x.risky, n, observed: happened / n, manual: rate };
  let text = `${kind} (${gravity}${x.risky ? ', march without Scout/Rekonbot' : ''}): ${pct(happened / n)} an hour over ${n} hours (the manual: ${pct(rate)})`;
  if (withHits && happened > 0) {
    const dist = Object.fromEntries([...hits].sort((a, b) => a[0] - b[0]).map(([h, k]) => [h, k / happened]));
    const mean = [...hits].reduce((m, [h, k]) => m + h * k, 0) / happened;
    Object.assign(json, { hits: dist, meanHits: mean, minHits: Math.min(...hits.keys()), maxHits: Math.max(...hits.keys()) });
    text += `; hits ${Math.min(...hits.keys())}–${Math.max(...hits.keys())}, mean ${mean.toFixed(2)}`;
  }
  return { ok: true, json, text };
}

/**
 * R-INF-04..06: `--points P`: N hours at P points, the observed chance an hour of falling ill
 * beside P × 0.005%; `--features lake,lush --hours H --gravity G`: the points gathered in H hours
 * on such a field, then N illnesses waited for, their mean wait beside the expected 1/chance
 * (the manual's example: lake and lush vegetation, 16 h, Earth gravity → about 180 h).
 */
function infectionSample(options: Options, dice: Dice): SampleResult {
  const grav = gravityOf(options);
  if (!grav.ok) return grav;
  const g = grav.g;
  const features = (options.features ?? '').split(',').filter(Boolean);
  const hours = Number(options.hours ?? 0);
  const points = options.points !== undefined ? Number(options.points) : infectionPoints(features, g) * hours;
  if (!Number.isFinite(points) || points < 0 || points > 256) return { ok: false, error: '--points (or --features and --hours) must give 0 to 256 points' };
  const chance = points * INFECTION_PER_POINT;
  if (options.points !== undefined) {
    const n = count(options, 1_000_000);
    if (typeof n === 'string') return { ok: false, error: n };
    let ill = 0;
    for (let i = 0; i < n; i++) if (drawChance(chance, dice)) ill++;
    const json = { sample: 'infection', points, n, observed: ill / n, manual: chance };
    return { ok: true, json, text: `infection at ${points} points: ${pct(ill / n, 4)} an hour over ${n} hours (the manual: ${pct(chance, 4)})` };
  }
  const n = count(options, 20_000);
  if (typeof n === 'string') return { ok: false, error: n };
  if (chance <= 0) return { ok: false, error: 'no risk: give --features with infection risk and --hours' };
  let total = 0;
  for (let i = 0; i < n; i++) {
    let wait = 1;
    while (!drawChance(chance, dice)) wait++;
    total += wait;
  }
  const json = { sample: 'infection', features, hours, gravity: g, points, n, meanHoursToIllness: total / n, expected: 1 / chance };
  return { ok: true, json, text: `after ${hours} h on ${features.join('+')} (${g}): ${points} points, illness after ${(total / n).toFixed(1)} h on average over ${n} illnesses (expected ${(1 / chance).toFixed(1)} h)` };
}

/**
 * R-RES-03..11: N hours of the absorbers' drain for `--points` absorbency points (or of the place's
 * drain for `--place D`), at a gravity, with or without the Repbot: the observed mean drain per
 * point an hour beside the curve's, the share of hours between 0.68% and 2.4% a point (scaled
 * by the gravity and the curve), and the lowest and highest hour.
 */
function resourceSample(options: Options, dice: Dice): SampleResult {
  const grav = gravityOf(options);
  if (!grav.ok) return grav;
  const g = grav.g;
  const place = options.place !== undefined;
  const points = Number(place ? options.place : (options.points ?? 1));
  if (!Number.isInteger(points) || points < 1 || points > 60) return { ok: false, error: '--points (or --place) must be a whole number from 1 to 60' };
  const n = count(options, 200_000);
  if (typeof n === 'string') return { ok: false, error: n };
  const repbot = options.repbot !== undefined;
  const mean = place ? placeMean(points, g, repbot) : absorberMean(points, g, repbot);
  let total = 0;
  let lo = Infinity;
  let hi = 0;
  for (let i = 0; i < n; i++) {
    const perPoint = (mean * spreadFactor(dice, repbot)) / points;
    total += perPoint;
    lo = Math.min(lo, perPoint);
    hi = Math.max(hi, perPoint);
  }
  const manualPerPoint = (place ? placePerPoint(points, repbot) : absorberPerPoint(points, repbot)) / 100;
  const json = { sample: 'resources', drain: place ? 'place' : 'absorbers', points, gravity: g, repbot, n, observedPerPoint: total / n, manualPerPoint: mean / points, earthCurvePerPoint: manualPerPoint, lowest: lo, highest: hi };
  return { ok: true, json, text: `${place ? 'place drain' : 'absorbers'} ${points} (${g}${repbot ? ', Repbot' : ''}): ${pct(total / n)} a point an hour over ${n} hours (the mean: ${pct(mean / points)}); hours from ${pct(lo)} to ${pct(hi)}` };
}

/** The manual's indicator table (R-CRE-13): mean and range for each modifier. */
const MANUAL_INDICATORS: Readonly<Record<string, { mean: number; min: number; max: number }>> = {
  '-3': { mean: 2, min: 1, max: 7 },
  '-2': { mean: 3, min: 1, max: 12 },
  '-1': { mean: 4, min: 1, max: 12 },
  '0': { mean: 5, min: 1, max: 12 },
  '1': { mean: 6, min: 1, max: 12 },
  '2': { mean: 7, min: 2, max: 12 },
  '3': { mean: 8, min: 3, max: 12 },
};

/** R-CRE-13, R-CRE-14: N indicators drawn from a modifier (−3..3 or the word zero): the observed distribution. */
function indicatorSample(options: Options, dice: Dice): SampleResult {
  const raw = options.modifier ?? '';
  const manual = raw === 'zero' ? { mean: 0, min: 0, max: 0 } : MANUAL_INDICATORS[raw.replace(/^\+/, '')];
  if (!manual) return { ok: false, error: `--modifier must be -3..3 or zero, not "${raw}"` };
  const n = count(options, 100_000);
  if (typeof n === 'string') return { ok: false, error: n };
  const m: Modifier = raw === 'zero' ? 'zero' : (Number(raw) as Modifier);
  const counts = new Array<number>(13).fill(0);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const v = drawIndicator(m, dice);
    counts[v]!++;
    sum += v;
  }
  const seen = counts.flatMap((c, v) => (c > 0 ? [v] : []));
  const distribution = Object.fromEntries(counts.flatMap((c, v) => (c > 0 ? [[String(v), c / n]] : [])));
  const json = { sample: 'indicator', modifier: raw, n, mean: sum / n, min: Math.min(...seen), max: Math.max(...seen), distribution, manual };
  const bars = Object.entries(distribution)
    .map(([v, p]) => `${v.padStart(2)}: ${pct(p, 1).padStart(6)} ${'#'.repeat(Math.round(p * 60))}`)
    .join('\n');
  return { ok: true, json, text: `indicator for modifier ${raw}: mean ${json.mean.toFixed(3)} (manual ${manual.mean}), range ${json.min}–${json.max} (manual ${manual.min}–${manual.max}) over ${n} draws\n${bars}` };
}

/** R-ENC-16: N surprise attacks during research or a march (--march), with a Detector (--detector) or not. */
function surpriseSample(options: Options, dice: Dice): SampleResult {
  const n = count(options, 100_000);
  if (typeof n === 'string') return { ok: false, error: n };
  const march = options.march !== undefined;
  const detector = options.detector !== undefined;
  const odds = surpriseOdds(march, detector);
  let hits = 0;
  for (let i = 0; i < n; i++) if (dice.chance(...odds)) hits++;
  const manual = { march: { bare: 1, detector: 0.67 }, research: { bare: 0.5, detector: 0.17 } }[march ? 'march' : 'research'][detector ? 'detector' : 'bare'];
  const json = { sample: 'surprise', march, detector, n, observed: hits / n, manual };
  return { ok: true, json, text: `surprise ${march ? 'on a march' : 'during research'} ${detector ? 'with' : 'without'} a Detector: ${pct(json.observed, 1)} over ${n} (manual ${pct(manual, 0)})` };
}

/**
 * R-NEG-09, R-FIGHT-11, R-FLEE-11: N variants of a standard strategy drawn at a preference (the
 * starred columns with --special), their frequencies beside the manual's row.
 */
function strategySample(options: Options, dice: Dice): SampleResult {
  const kind = options.kind as Strategy;
  if (!STRATEGIES.includes(kind)) return { ok: false, error: `--kind must be one of ${STRATEGIES.join(', ')}` };
  const t = STRATEGY_TABLES[kind];
  const pref = Number(options.pref);
  if (!Number.isInteger(pref) || pref < t.from || pref > t.to) return { ok: false, error: `--pref must be a whole number from ${t.from} to ${t.to} for ${kind}, not "${options.pref ?? ''}"` };
  const n = count(options, 100_000);
  if (typeof n === 'string') return { ok: false, error: n };
  const special = options.special !== undefined;
  const seen = Object.fromEntries(VARIANTS.map((v) => [v, 0])) as Record<string, number>;
  for (let i = 0; i < n; i++) seen[drawVariant(kind, pref, special, dice)]!++;
  const row = tableRow(kind, pref, special);
  const observed = Object.fromEntries(VARIANTS.filter((v) => kind !== 'flight' || v !== 'C2').map((v) => [v, seen[v]! / n]));
  const manual = Object.fromEntries(Object.keys(observed).map((v) => [v, (row[v as keyof typeof row] ?? 0) / 100]));
  const json = { sample: 'strategy', kind, pref, special, n, observed, manual };
  const cells = Object.keys(observed).map((v) => `${v} ${pct(observed[v]!, 1)} (${pct(manual[v]!, 0)})`);
  return { ok: true, json, text: `${kind} at preference ${pref}${special ? ' with a special variant (*)' : ''}, ${n} draws: ${cells.join(', ')}` };
}

/** `--advantage creature:K|expedition:K`, K = 1..3 or weak|normal|strong (R-COMBAT-09). */
function advantageOf(text: string | undefined): { ok: true; a: Advantage | null } | { ok: false; error: string } {
  if (text === undefined) return { ok: true, a: null };
  const [side, level] = text.split(':');
  const columns = level && level in ADVANTAGE_COLUMNS ? ADVANTAGE_COLUMNS[level as keyof typeof ADVANTAGE_COLUMNS] : Number(level);
  if ((side !== 'creature' && side !== 'expedition') || ![1, 2, 3].includes(columns)) {
    return { ok: false, error: `--advantage must be creature:K or expedition:K with K 1..3 (or weak, normal, strong), not "${text}"` };
  }
  return { ok: true, a: { side, columns } };
}

/**
 * R-COMBAT-09..18: N clashes at a difference (grab or kill strength − the creature's combat
 * indicator), with an advantage and the Paralyser (capture) or Laser (kill): the success rate and
 * the distribution of hits.
 */
function combatSample(options: Options, dice: Dice): SampleResult {
  const mode = options.mode;
  if (mode !== 'capture' && mode !== 'kill') return { ok: false, error: '--mode must be capture or kill' };
  const diff = Number(options.diff);
  if (!Number.isInteger(diff) || Math.abs(diff) > 99) return { ok: false, error: `--diff must be a whole number from -99 to 99, not "${options.diff ?? ''}"` };
  const adv = advantageOf(options.advantage);
  if (!adv.ok) return adv;
  const paralyser = options.paralyzer !== undefined || options.paralyser !== undefined;
  const laser = options.laser !== undefined;
  if ((paralyser && mode !== 'capture') || (laser && mode !== 'kill')) return { ok: false, error: 'the Paralyser helps a capture, the Laser a kill' };
  const n = count(options, 100_000);
  if (typeof n === 'string') return { ok: false, error: n };
  let success = 0;
  let sum = 0;
  const hits = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const r = resolveClash(mode, diff, adv.a, paralyser || laser, dice);
    if (r.success) success++;
    sum += r.hits;
    hits.set(r.hits, (hits.get(r.hits) ?? 0) + 1);
  }
  const distribution = Object.fromEntries([...hits].sort((a, b) => b[0] - a[0]).map(([h, k]) => [h, k / n]));
  const json = { sample: 'combat', mode, diff, advantage: adv.a, paralyser, laser, n, success: success / n, meanHits: sum / n, hits: distribution };
  const helper = paralyser ? ' with the Paralyser' : laser ? ' with the Laser' : '';
  const who = adv.a ? `, ${adv.a.side} advantage ${adv.a.columns}` : '';
  const dist = Object.entries(distribution).map(([h, p]) => `${h}: ${pct(p, 1)}`).join(', ');
  return { ok: true, json, text: `${mode} at difference ${diff}${who}${helper}: success ${pct(success / n, 1)}, mean hits ${(sum / n).toFixed(2)} (${dist}) over ${n}` };
}
