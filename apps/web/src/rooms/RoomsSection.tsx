import {
  type LonLat,
  MapDefaults,
  mergeOutlines,
  type OpeningWire,
  RoomEditorMessages,
  RoomWebMessages,
  type UnitWire,
} from '@indoor/domain';
import { useState } from 'react';
import { Spinner } from '../components/Spinner';
import { UndoRedoButtons } from '../editor/UndoRedoButtons';
import { useSelectedSpaceFloors } from '../floors/floorState';
import { useCamera } from '../map/camera';
import { useSpacePermissions } from '../spaces/permissions';
import { useSelectedSpace } from '../spaces/useSelectedSpace';
import { RoomForm } from './RoomForm';
import type { RoomFields } from './roomActions';
import { startDoor } from './roomDoorMode';
import { unitLabelPoint } from './roomFeatures';
import { startOutline } from './roomOutlineMode';
import { useFloorRooms } from './roomQueries';
import { saveDoorDelete, saveMerge, saveRoomDelete, saveRoomFields } from './roomSaves';
import { startSplit } from './roomSplitMode';
import { startRoomTrace } from './roomTraceMode';

const roomName = (unit: UnitWire) =>
  unit.name.trim() === '' ? RoomEditorMessages.unnamed : unit.name;

/** The rooms `unit` shares a wall with: those it merges with into one outline. */
function neighbours(unit: UnitWire, units: readonly UnitWire[]): UnitWire[] {
  return units.filter(
    (other) =>
      other.id !== unit.id &&
      mergeOutlines(unit.polygon as LonLat[], other.polygon as LonLat[]) !== null,
  );
}

type RoomTool = 'fields' | 'merge' | 'delete' | null;

/** What an editor does with the chosen room: its fields, corners, a split, a merge, delete. */
function RoomActionsRow({ unit, units }: { unit: UnitWire; units: readonly UnitWire[] }) {
  const [tool, setTool] = useState<RoomTool>(null);
  const [busy, setBusy] = useState(false);
  const [mergeWith, setMergeWith] = useState('');
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done) setTool(null);
  };
  if (tool === 'fields') {
    return (
      <RoomForm
        initial={{
          name: unit.name,
          category: unit.category as RoomFields['category'],
          accessibility: unit.accessibility as RoomFields['accessibility'],
        }}
        busy={busy}
        onSave={(fields) => run(() => saveRoomFields(unit, fields))}
        onCancel={() => setTool(null)}
        testIdPrefix="room-edit"
      />
    );
  }
  if (tool === 'delete') {
    return (
      <div className="room-actions">
        <p className="panel__note">{RoomEditorMessages.confirmDeleteRoom(roomName(unit))}</p>
        <div className="button-row">
          <button type="button" className="button" disabled={busy} onClick={() => setTool(null)}>
            {RoomEditorMessages.cancel}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            data-testid="room-delete-confirm"
            onClick={() => void run(() => saveRoomDelete(unit))}
          >
            {RoomEditorMessages.deleteRoom}
          </button>
        </div>
      </div>
    );
  }
  if (tool === 'merge') {
    const options = neighbours(unit, units);
    const chosen = options.find((other) => other.id === mergeWith) ?? options[0];
    return (
      <div className="room-actions">
        {options.length === 0 ? (
          <p className="panel__note">{RoomEditorMessages.noNeighbours}</p>
        ) : (
          <label className="field">
            <span className="field__label">{RoomEditorMessages.mergeWith}</span>
            <select
              className="field__input"
              value={chosen?.id ?? ''}
              data-testid="room-merge-with"
              onChange={(event) => setMergeWith(event.target.value)}
            >
              {options.map((other) => (
                <option key={other.id} value={other.id}>
                  {roomName(other)}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="button-row">
          <button type="button" className="button" disabled={busy} onClick={() => setTool(null)}>
            {RoomEditorMessages.cancel}
          </button>
          {chosen && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              data-testid="room-merge-confirm"
              onClick={() => void run(() => saveMerge(unit, chosen))}
            >
              {RoomEditorMessages.mergeRoom}
            </button>
          )}
        </div>
      </div>
    );
  }
  const actions: { testId: string; label: string; danger?: boolean; onClick: () => void }[] = [
    { testId: 'room-edit', label: RoomEditorMessages.editRoom, onClick: () => setTool('fields') },
    {
      testId: 'room-outline',
      label: RoomEditorMessages.editOutline,
      onClick: () => startOutline(unit),
    },
    { testId: 'room-split', label: RoomEditorMessages.splitRoom, onClick: () => startSplit(unit) },
    { testId: 'room-merge', label: RoomEditorMessages.mergeRoom, onClick: () => setTool('merge') },
    {
      testId: 'room-delete',
      label: RoomEditorMessages.deleteRoom,
      danger: true,
      onClick: () => setTool('delete'),
    },
  ];
  return (
    <div className="button-row room-actions">
      {actions.map(({ testId, label, danger, onClick }) => (
        <button
          key={testId}
          type="button"
          className={danger ? 'button button--danger' : 'button'}
          data-testid={testId}
          onClick={onClick}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function RoomList({ units, canEdit }: { units: UnitWire[]; canEdit: boolean }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const { flyTo } = useCamera();
  if (units.length === 0) return <p className="panel__note">{RoomEditorMessages.noRooms}</p>;
  return (
    <ul className="floor-list" aria-label={RoomEditorMessages.roomsList} data-testid="room-list">
      {units.map((unit) => (
        <li key={unit.id}>
          <button
            type="button"
            className="floor-list__item"
            aria-current={unit.id === chosen ? 'true' : undefined}
            data-testid="room-item"
            onClick={() => {
              setChosen(unit.id === chosen ? null : unit.id);
              const at = unitLabelPoint(unit.polygon as LonLat[]);
              if (at) flyTo({ lat: at[1], lon: at[0], zoom: MapDefaults.centringZoom });
            }}
          >
            <span className="floor-list__name">{roomName(unit)}</span>
            <span className="floor-list__meta">{unit.category}</span>
          </button>
          {canEdit && unit.id === chosen && <RoomActionsRow unit={unit} units={units} />}
        </li>
      ))}
    </ul>
  );
}

function DoorList({
  openings,
  units,
  canEdit,
}: {
  openings: OpeningWire[];
  units: UnitWire[];
  canEdit: boolean;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (openings.length === 0) return <p className="panel__note">{RoomEditorMessages.noDoors}</p>;
  const unitName = (id: string | null) => {
    const unit = units.find((u) => u.id === id);
    return unit ? RoomEditorMessages.doorOf(roomName(unit)) : RoomEditorMessages.doorNoRoom;
  };
  return (
    <ul className="floor-list" aria-label={RoomEditorMessages.doorsList} data-testid="door-list">
      {openings.map((opening) => (
        <li key={opening.id} className="room-door" data-testid="door-item">
          <span className="room-door__text">
            <span className="floor-list__name">{unitName(opening.unit_id)}</span>
            <span className="floor-list__meta">{opening.category}</span>
          </span>
          {canEdit && (
            <button
              type="button"
              className="button button--danger"
              disabled={busy === opening.id}
              data-testid="door-delete"
              onClick={async () => {
                setBusy(opening.id);
                await saveDoorDelete(opening);
                setBusy(null);
              }}
            >
              {RoomEditorMessages.deleteDoor}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The Rooms section of the floors tab (docs/rooms.md#editing): the selected floor's rooms and
 * doors; for its editors, drawing a room, adding a door and changing or deleting either.
 */
export function RoomsSection() {
  const { buid, selectedFloorNumber } = useSelectedSpaceFloors();
  const { space } = useSelectedSpace();
  const { canEdit } = useSpacePermissions(space);
  const rooms = useFloorRooms(buid, selectedFloorNumber);
  return (
    <section
      className="rooms-section"
      aria-labelledby="rooms-section-heading"
      data-testid="rooms-section"
    >
      <h3 className="panel__subtitle" id="rooms-section-heading">
        {RoomEditorMessages.heading}
      </h3>
      {buid === null || selectedFloorNumber === null ? (
        <p className="panel__note">{RoomEditorMessages.selectFloorFirst}</p>
      ) : (
        <>
          <p className="panel__note">{RoomEditorMessages.intro}</p>
          {canEdit ? (
            <div className="button-row">
              <button
                type="button"
                className="button button--primary"
                data-testid="room-draw"
                onClick={startRoomTrace}
              >
                {RoomEditorMessages.drawRoom}
              </button>
              <button
                type="button"
                className="button"
                disabled={!rooms.data?.units.length}
                data-testid="door-add"
                onClick={startDoor}
              >
                {RoomEditorMessages.addDoor}
              </button>
              <UndoRedoButtons testIdPrefix="rooms-history" />
            </div>
          ) : (
            <p className="panel__note">{RoomEditorMessages.signInToEdit}</p>
          )}
          {rooms.isPending && <Spinner label={RoomEditorMessages.loading} />}
          {rooms.isError && <p className="panel__note">{RoomWebMessages.fetchFailed}</p>}
          {rooms.data && (
            <>
              <RoomList units={rooms.data.units} canEdit={canEdit} />
              <h4 className="panel__subtitle">{RoomEditorMessages.doorsHeading}</h4>
              <DoorList openings={rooms.data.openings} units={rooms.data.units} canEdit={canEdit} />
            </>
          )}
        </>
      )}
    </section>
  );
}
