/** The facts the graph check needs about a POI. */
export interface CheckedPoi {
  puid: string;
  name: string;
  floor: number;
  type: string;
  isEntrance: boolean;
}

export interface CheckedConnection {
  cuid: string;
  a: string;
  b: string;
  weightM: number;
}

export interface GraphIssues {
  /** POIs no route from an entrance reaches (or, without an entrance, outside the largest connected part). */
  unreachable: CheckedPoi[];
  /** Floors that no stair or elevator connection joins to another floor. */
  unlinkedFloors: number[];
  hasEntrance: boolean;
  /** Connections longer than LONG_CONNECTION_M: usually a POI dropped in the wrong place. */
  longConnections: CheckedConnection[];
}

export const LONG_CONNECTION_M = 100;
const FLOOR_CHANGING_TYPES = new Set(['Stair', 'Elevator']);

/** Finds what makes a space's navigation graph incomplete (issue "graph check"). */
export function findGraphIssues(
  pois: readonly CheckedPoi[],
  connections: readonly CheckedConnection[],
  floors: readonly number[],
): GraphIssues {
  const byId = new Map(pois.map((p) => [p.puid, p]));
  const neighbours = new Map<string, string[]>(pois.map((p) => [p.puid, []]));
  for (const c of connections) {
    if (!byId.has(c.a) || !byId.has(c.b)) continue;
    neighbours.get(c.a)?.push(c.b);
    neighbours.get(c.b)?.push(c.a);
  }
  const reach = (starts: readonly string[]) => {
    const seen = new Set(starts);
    const queue = [...starts];
    while (queue.length > 0) {
      const next = queue.pop() as string;
      for (const n of neighbours.get(next) ?? []) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    return seen;
  };
  const entrances = pois.filter((p) => p.isEntrance || p.type === 'Entrance').map((p) => p.puid);
  let reached: Set<string>;
  if (entrances.length > 0) {
    reached = reach(entrances);
  } else {
    // Without an entrance, the largest connected part stands for "the building".
    reached = new Set();
    const visited = new Set<string>();
    for (const p of pois) {
      if (visited.has(p.puid)) continue;
      const part = reach([p.puid]);
      for (const id of part) visited.add(id);
      if (part.size > reached.size) reached = part;
    }
  }
  const linked = new Set<number>();
  for (const c of connections) {
    const a = byId.get(c.a);
    const b = byId.get(c.b);
    if (!a || !b || a.floor === b.floor) continue;
    if (FLOOR_CHANGING_TYPES.has(a.type) && FLOOR_CHANGING_TYPES.has(b.type)) {
      linked.add(a.floor);
      linked.add(b.floor);
    }
  }
  return {
    unreachable: pois.filter((p) => !reached.has(p.puid)),
    unlinkedFloors: floors.length > 1 ? floors.filter((f) => !linked.has(f)) : [],
    hasEntrance: entrances.length > 0,
    longConnections: connections.filter((c) => c.weightM > LONG_CONNECTION_M),
  };
}
