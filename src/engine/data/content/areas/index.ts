// All landing areas, by planet (authored per planet in this folder).
import type { LandingArea } from '../../areas';
import type { PlanetId } from '../../planets';
import { AREAS_MEFISTO } from './mefisto';
import { AREAS_PICOLO } from './picolo';
import { AREAS_BIRSS } from './birss';
import { AREAS_SUWATTE } from './suwatte';
import { AREAS_NOWEALTO } from './noweAlto';
import { AREAS_PALEO } from './paleo';
import { AREAS_KORKRAN } from './korkran';
import { AREAS_OPOPLO } from './opoplo';
import { AREAS_MEZO } from './mezo';

export const AREAS: Readonly<Record<PlanetId, readonly LandingArea[]>> = {
  mefisto: AREAS_MEFISTO,
  picolo: AREAS_PICOLO,
  birss: AREAS_BIRSS,
  suwatte: AREAS_SUWATTE,
  noweAlto: AREAS_NOWEALTO,
  paleo: AREAS_PALEO,
  korkran: AREAS_KORKRAN,
  opoplo: AREAS_OPOPLO,
  mezo: AREAS_MEZO,
};

const AREA_BY_ID = new Map(Object.values(AREAS).flat().map((a) => [a.id, a]));

export function areaById(id: string): LandingArea | undefined {
  return AREA_BY_ID.get(id);
}
