// The advisor (issue 15 point 6) is the heuristic player, some 8 KB of the task pane gzipped that a
// player who never asks for advice need not load: the task pane's host loads it as a chunk of its
// own on the first request (loadAdvisor), as the English texts are loaded when English is picked.
// The browser edition puts it in place at once (useAdvisor). The session asks advisorNow().
import type { advise } from '../engine/bot/heuristic';

export type Advise = typeof advise;

let loaded: Advise | null = null;

type Importer = () => Promise<{ readonly advise: Advise }>;
// webpack makes this import a chunk of its own; jest (CommonJS) cannot run a dynamic import, and its
// setup (test/setup/advisor.ts) puts a require in its place
let importer: Importer = () => import(/* webpackChunkName: "advisor" */ '../engine/bot/heuristic.js');

/** How the advisor's module is fetched (the test runner's require). */
export function useAdvisorImporter(i: Importer): void {
  importer = i;
}

/** The advisor, once loaded (the session's advice waits for it). */
export function advisorNow(): Advise | null {
  return loaded;
}

/** Puts the advisor in place (a host that bundles it); null forgets it (a test of the loading). */
export function useAdvisor(a: Advise | null): void {
  loaded = a;
}

/** Loads the advisor's chunk once; later calls resolve at once. */
export async function loadAdvisor(): Promise<Advise> {
  if (!loaded) loaded = (await importer()).advise;
  return loaded;
}
