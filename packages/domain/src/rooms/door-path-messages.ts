const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Texts of the walking paths made through doors (docs/rooms.md#walking-paths-through-doors). */
export const DoorPathMessages = {
  /** The button of the planner's connections section. */
  makeButton: 'Make walking paths through doors',
  makeHint:
    'Adds a connector at each door and at the centre of the rooms it leads into, and connects them; what is there already is kept.',
  making: 'Making walking paths…',
  /** The server's answer, shown to the user. */
  made: (connectors: number, connections: number) =>
    connectors === 0 && connections === 0
      ? 'Every door already has its walking path: nothing was added.'
      : `Added ${count(connectors, 'connector', 'connectors')} and ${count(connections, 'connection', 'connections')} through the doors. Review them on the map.`,
  noDoors: 'This floor has no doors: draw rooms and their doors first.',
  failed: 'The walking paths could not be made. Please try again.',
  /** The step in the editor's history (undo removes what was made). */
  action: 'the walking paths through doors',
} as const;
