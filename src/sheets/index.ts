// The sheet layer's public surface.
export * from './model';
export { renderSheets, type RenderOptions } from './render';
export { diff, diffSheet, isEmptyPatch, sameCell, sameInput, type ModelPatch, type SheetPatch } from './diff';
export { actionAt, buttons } from './actionAt';
export { textGrid } from './textGrid';
export * from './address';
export { UNIT_KIND_FILL, FEATURE_FILL, BEING_FILL, SPACE_FILL, TERRAIN_FILL, UI } from './palette';
export { edgeMap, diffEdges, changedLines, lineAt, mergeAreaOf, type EdgeKey } from './edges';
export { printArea, PRINT } from './print';
