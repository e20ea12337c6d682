// The Alien Weapon's numbers (R-ART-03, R-CREW-21) and how its working principle is recognised
// (UNSPECIFIED in the manual; ours, recorded in docs/DECISIONS.md).

/** R-ART-03: 'Broń Obcych': grab 9 and kill 9 (super-strong), weight 1 (low). */
export const ALIEN_WEAPON = {
  id: 'alienWeapon',
  grab: 9,
  kill: 9,
  weight: 1,
  /** R-CREW-21: the only human who can wield it. */
  wielder: 'soldier',
  /**
   * Ours: the outcomes of its own course ('option.outcome') that recognise its working principle —
   * a study that traced its mechanism, or the Scientist's study of its design. The knowledge stays
   * with the expedition (every specimen met later is recognised too).
   */
  recognisedBy: ['study.mechanism', 'study.design'],
} as const;
