// Units as nouns for sentences (issue 10 point 24). The starship log's column labels ('Spec.
// Narz.', 'C.Skafander') are labels, not words: a message names a unit by its full name, in the
// case the sentence needs, and agrees with its gender. Written for this edition.
//
// In a template: {unit} is the nominative, {unit:acc} / {unit:gen} / {unit:ins} the other cases,
// and {unit, gender, m {…} f {…} n {…} pl {…} other {…}} picks the words that agree with it.
// English has one form; its 'pl' marks nouns that take a plural verb (the Tools were…).
import type { UnitId } from '../data/units';

/** Grammatical gender and number: masculine, feminine, neuter (singular), plural. */
export type Gender = 'm' | 'f' | 'n' | 'pl';
export const CASES = ['nom', 'acc', 'gen', 'ins'] as const;
export type Case = (typeof CASES)[number];
export type NounId = UnitId | 'resources';

export interface Noun {
  readonly gender: Gender;
  readonly forms: Readonly<Record<Case, string>>;
}

const pl = (gender: Gender, nom: string, acc: string, gen: string, ins: string): Noun => ({ gender, forms: { nom, acc, gen, ins } });
const en = (name: string, plural = false): Noun => ({ gender: plural ? 'pl' : 'm', forms: { nom: name, acc: name, gen: name, ins: name } });

export const NOUNS_PL: Readonly<Record<NounId, Noun>> = {
  commander: pl('m', 'Dowódca', 'Dowódcę', 'Dowódcy', 'Dowódcą'),
  doctor: pl('m', 'Lekarz', 'Lekarza', 'Lekarza', 'Lekarzem'),
  navigator: pl('m', 'Nawigator', 'Nawigatora', 'Nawigatora', 'Nawigatorem'),
  engineer: pl('m', 'Inżynier', 'Inżyniera', 'Inżyniera', 'Inżynierem'),
  scout: pl('m', 'Zwiadowca', 'Zwiadowcę', 'Zwiadowcy', 'Zwiadowcą'),
  scientist: pl('m', 'Naukowiec', 'Naukowca', 'Naukowca', 'Naukowcem'),
  soldier: pl('m', 'Żołnierz', 'Żołnierza', 'Żołnierza', 'Żołnierzem'),
  transbot: pl('m', 'Transbot', 'Transbota', 'Transbota', 'Transbotem'),
  specbot: pl('m', 'Specbot', 'Specbota', 'Specbota', 'Specbotem'),
  rekonbot: pl('m', 'Rekonbot', 'Rekonbota', 'Rekonbota', 'Rekonbotem'),
  repbot: pl('m', 'Repbot', 'Repbota', 'Repbota', 'Repbotem'),
  suit: pl('m', 'Skafander', 'Skafander', 'Skafandra', 'Skafandrem'),
  heavySuit: pl('m', 'Ciężki Skafander', 'Ciężki Skafander', 'Ciężkiego Skafandra', 'Ciężkim Skafandrem'),
  stunner: pl('m', 'Ogłuszacz', 'Ogłuszacz', 'Ogłuszacza', 'Ogłuszaczem'),
  paralyser: pl('m', 'Paralizer', 'Paralizer', 'Paralizera', 'Paralizerem'),
  laser: pl('m', 'Laser', 'Laser', 'Lasera', 'Laserem'),
  climber: pl('m', 'Wspinacz', 'Wspinacz', 'Wspinacza', 'Wspinaczem'),
  neurodetector: pl('m', 'Neurodetektor', 'Neurodetektor', 'Neurodetektora', 'Neurodetektorem'),
  tools: pl('pl', 'Narzędzia', 'Narzędzia', 'Narzędzi', 'Narzędziami'),
  specialTools: pl('pl', 'Specjalistyczne Narzędzia', 'Specjalistyczne Narzędzia', 'Specjalistycznych Narzędzi', 'Specjalistycznymi Narzędziami'),
  medkit: pl('f', 'Apteczka', 'Apteczkę', 'Apteczki', 'Apteczką'),
  detector: pl('m', 'Detektor', 'Detektor', 'Detektora', 'Detektorem'),
  holocamera: pl('m', 'Holaparat', 'Holaparat', 'Holaparatu', 'Holaparatem'),
  rover: pl('m', 'Łazik', 'Łazik', 'Łazika', 'Łazikiem'),
  cage: pl('f', 'Klatka', 'Klatkę', 'Klatki', 'Klatką'),
  resources: pl('pl', 'zasoby', 'zasoby', 'zasobów', 'zasobami'),
};

export const NOUNS_EN: Readonly<Record<NounId, Noun>> = {
  commander: en('Commander'),
  doctor: en('Doctor'),
  navigator: en('Navigator'),
  engineer: en('Engineer'),
  scout: en('Scout'),
  scientist: en('Scientist'),
  soldier: en('Soldier'),
  transbot: en('Transbot'),
  specbot: en('Specbot'),
  rekonbot: en('Rekonbot'),
  repbot: en('Repbot'),
  suit: en('Suit'),
  heavySuit: en('Heavy Suit'),
  stunner: en('Stunner'),
  paralyser: en('Paralyser'),
  laser: en('Laser'),
  climber: en('Climber'),
  neurodetector: en('Neurodetector'),
  tools: en('Tools', true),
  specialTools: en('Special Tools', true),
  medkit: en('Medkit'),
  detector: en('Detector'),
  holocamera: en('Holocamera'),
  rover: en('Rover'),
  cage: en('Cage'),
  resources: en('resources', true),
};
