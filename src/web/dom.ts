import { t, type Lang, type MessageKey } from '../engine';

// Small helpers shared by the browser pages (the browser edition and the task pane).

/** The element with this id (the pages are static: every id exists). */
export const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** A fresh 31-bit seed for a new game, from the browser's cryptographic generator. */
export function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! & 0x7fffffff;
}

/** Fills the text of each element (by id) from the catalogue. */
export function setTexts(lang: Lang, texts: Readonly<Record<string, MessageKey>>): void {
  for (const [id, key] of Object.entries(texts)) $(id).textContent = t(lang, key);
}
