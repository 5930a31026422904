import { StepFreeConstants } from './constants.js';
import type { GraphNode } from './navigation-graph.js';

const verticalTypes: ReadonlySet<string> = new Set(StepFreeConstants.verticalPoiTypes);
const stairTypes: ReadonlySet<string> = new Set(StepFreeConstants.stairPoiTypes);

export function isStairNode(node: GraphNode): boolean {
  return node.type !== undefined && stairTypes.has(node.type);
}

/**
 * Whether a wheelchair or a pram can take this connection: it never touches a stair POI,
 * and a change of floor runs between two elevators or ramps (a connector or a room on
 * another floor says nothing about how the floors are joined, so it does not count).
 */
export function isStepFreeEdge(a: GraphNode, b: GraphNode): boolean {
  if (isStairNode(a) || isStairNode(b)) return false;
  if (a.floor === b.floor) return true;
  return (
    a.type !== undefined &&
    b.type !== undefined &&
    verticalTypes.has(a.type) &&
    verticalTypes.has(b.type)
  );
}
