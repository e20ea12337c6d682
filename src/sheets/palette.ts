// The manual's colour legend as RGB (R-UI-COLORS-01..08; the exact shades are ours, R-UI-COLORS-10).
import type { UnitKind } from '../engine';

/** R-UI-COLORS-01: unit row colours, with a readable font colour for each. */
export const UNIT_KIND_FILL: Readonly<Record<UnitKind | 'artifact' | 'resources', { fill: string; color: string }>> = {
  human: { fill: '#4F81BD', color: '#FFFFFF' }, // blue
  robot: { fill: '#1F3864', color: '#FFFFFF' }, // dark blue
  device: { fill: '#70AD47', color: '#FFFFFF' }, // green
  suit: { fill: '#C5E04B', color: '#000000' }, // green-yellow
  rover: { fill: '#375623', color: '#FFFFFF' }, // dark green
  cage: { fill: '#9FE2D4', color: '#000000' }, // celadon
  artifact: { fill: '#A6A6A6', color: '#000000' }, // grey
  resources: { fill: '#8B5A2B', color: '#FFFFFF' }, // brown (R-UI-COLORS-03)
};

/** R-UI-COLORS-02: feature column colours. */
export const FEATURE_FILL = {
  intelligence: '#C9B3E6', // purple
  combat: '#F19C9C', // red: grab and kill
  load: '#A9CBEF', // blue: weight and capacity
  speed: '#BEE8DC', // celadon
  absorbency: '#D9D9D9', // grey
  wounds: '#C8A27C', // brown
  quantity: '#000000', // black: 'ilość', 'wolno'
} as const;

/** R-UI-COLORS-04/05: encounter-log rows and modifier columns. */
export const BEING_FILL = {
  catchable: '#FFE680', // yellow
  uncatchable: '#FFFFFF', // white
  plant: '#9BD48A', // green
  artifact: '#BFBFBF', // grey
  alien: '#8DB4E2', // blue
  intMod: '#C9B3E6', // purple
  combatMod: '#F19C9C', // red
  aggressionMod: '#F7B6D2', // pink
  speedMod: '#A8D99B', // green
  aboard: '#000000', // black
} as const;

/** R-UI-COLORS-06: space map. */
export const SPACE_FILL = {
  empty: '#EEF2F8',
  earth: '#262626',
  pink: '#F4A7B9',
  yellow: '#FFD966',
  blue: '#6FA8DC',
  green: '#93C47D',
} as const;

/** Frame and controls (our choices). */
export const UI = {
  text: '#000000',
  white: '#FFFFFF',
  title: '#17375E',
  header: '#DCE6F1',
  button: '#E4E4E4',
  buttonText: '#1F1F1F',
  /** A button that does nothing now (issue 10 point 16): paler face, grey mark. */
  deadButton: '#F2F2F2',
  deadButtonText: '#A6A6A6',
  dark: '#404040', // totals cells "on a dark background" (R-UI-TABLE-21, R-UI-TABLE-29)
  messages: '#FFFFFF',
  hints: '#FFF9DB',
  tips: '#DDEBF7',
  box: '#F7F7F7',
  folder: '#BFBFBF',
  input: '#FFFFE0',
  mark: '#FFC000',
  /** Issue 15: the cell the advisor says to click. */
  advice: '#92D050',
  /** A visited planet's label on the space map. */
  visited: '#595959', // rows marked '<' (R-UI-COLORS-10 leaves the colour open)
} as const;

/** R-UI-COLORS-07/08: area map terrain (upper part) and vegetation (lower part). */
export const TERRAIN_FILL = {
  plain: '#FFFFFF',
  hills: '#A3A86B', // brown-green
  mountains: '#A0522D', // brown-red
  cliff: '#8C8C8C', // grey: mountains with cliff
  liquid: '#1F4E99', // dark blue
  solidLava: '#FFD84D', // yellow
  liquidLava: '#E3261C', // red
  glacier: '#CDEBFA', // light blue
  swamp: '#BFE3A5', // light green
  sparse: '#6AA84F', // green lower part
  lush: '#245C1B', // dark green lower part
  river: '#2F75D6', // label colour for rivers and lakes (R-UI-COLORS-10 leaves it open)
  alien: '#C00000', // red labels BO, BOjask., MO
  alienOnDark: '#FFB3B3', // the same labels on water, mountains and liquid lava (red on dark blue is unreadable)
} as const;
