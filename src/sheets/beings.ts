// How beings look in the sheets (R-UI-COLORS-04, R-UI-COLORS-05, R-UI-SPACE-19): the log row's
// colour by kind, the trait columns' colours, a modifier as text. Shared by the creature log on
// the space sheet and the encounter panel on the expedition sheet.
import { signedAmount, type BeingKind, type MessageKey, type Modifier, type Trait } from '../engine';
import { BEING_FILL } from './palette';

export const KIND_FILL: Readonly<Record<BeingKind, string>> = {
  creature: BEING_FILL.catchable,
  uncatchable: BEING_FILL.uncatchable,
  plant: BEING_FILL.plant,
  alien: BEING_FILL.alien,
  artifact: BEING_FILL.artifact,
  // R-ART-09: natural objects share the artifacts' grey
  object: BEING_FILL.artifact,
};

export const TRAIT_FILL: Readonly<Record<Trait, string>> = {
  intelligence: BEING_FILL.intMod,
  combat: BEING_FILL.combatMod,
  aggression: BEING_FILL.aggressionMod,
  speed: BEING_FILL.speedMod,
};

export const MOD_HEADERS: Readonly<Record<Trait, MessageKey>> = {
  intelligence: 'col.intMod',
  combat: 'col.combatMod',
  aggression: 'col.aggressionMod',
  speed: 'col.speedMod',
};

/** R-CRE-08: a modifier as the log writes it: '+2', '−1', '0', or the word 'zero'. */
export const modifierText = (m: Modifier): string => (m === 'zero' ? 'zero' : signedAmount(m));
