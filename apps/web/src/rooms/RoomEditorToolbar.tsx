import { IMDF_OPENING_CATEGORIES, RoomEditorMessages } from '@indoor/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { SelectField } from '../components/SelectField';
import { useEditorStore } from '../editor/editor';
import { newRoomFields, RoomForm } from './RoomForm';
import { roomDoorMode, stopDoor } from './roomDoorMode';
import { type DoorDraft, setRoomEditor, useRoomEditorStore } from './roomEditorStore';
import { roomOutlineMode, stopOutline } from './roomOutlineMode';
import { saveDoor, saveOutline, saveTracedRoom } from './roomSaves';
import { roomSplitMode, stopSplit } from './roomSplitMode';
import { dispatchTrace, roomTraceMode } from './roomTraceMode';

const doorOptions = IMDF_OPENING_CATEGORIES.map((value) => ({ value, label: value }));

function Toolbar({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <section
      className="map-toolbar room-toolbar"
      aria-label={RoomEditorMessages.toolbarLabel}
      data-testid={testId}
    >
      {children}
    </section>
  );
}

function Hint({ text }: { text: string }) {
  return (
    <output className="map-toolbar__hint" aria-live="polite" data-testid="room-toolbar-hint">
      {text}
    </output>
  );
}

/** How to do the same from the keyboard, under the hint. */
function KeysHint({ text }: { text: string }) {
  return (
    <p className="map-toolbar__hint room-toolbar__keys" data-testid="room-toolbar-keys">
      {text}
    </p>
  );
}

function TraceToolbar() {
  const trace = useRoomEditorStore((state) => state.trace);
  const pointer = useRoomEditorStore((state) => state.pointer);
  if (trace.name === 'idle') return null;
  if (trace.name === 'tracing') {
    const count = trace.corners.length;
    return (
      <Toolbar testId="room-trace-toolbar">
        <Hint text={RoomEditorMessages.traceHint(count)} />
        <KeysHint text={RoomEditorMessages.traceKeysHint} />
        {pointer?.snap && !pointer.closes && (
          <p className="room-toolbar__snap" data-testid="room-trace-snap">
            {RoomEditorMessages.snapped(pointer.snap)}
          </p>
        )}
        <div className="button-row button-row--end">
          <button
            type="button"
            className="button"
            disabled={count === 0}
            data-testid="room-trace-undo-corner"
            onClick={() => dispatchTrace({ type: 'removeLast' })}
          >
            {RoomEditorMessages.removeCorner}
          </button>
          <button
            type="button"
            className="button"
            data-testid="room-trace-cancel"
            onClick={() => dispatchTrace({ type: 'cancel' })}
          >
            {RoomEditorMessages.cancel}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={count < 3}
            data-testid="room-trace-close"
            onClick={() => dispatchTrace({ type: 'close' })}
          >
            {RoomEditorMessages.closeRoom}
          </button>
        </div>
      </Toolbar>
    );
  }
  return (
    <Toolbar testId="room-trace-toolbar">
      <p className="map-toolbar__hint">
        <strong>{RoomEditorMessages.formLabel}</strong>
      </p>
      {trace.name === 'naming' && trace.error && (
        <p className="field__hint field__hint--error" data-testid="room-trace-error">
          {trace.error}
        </p>
      )}
      <RoomForm
        initial={newRoomFields}
        busy={trace.name === 'saving'}
        onSave={saveTracedRoom}
        onCancel={() => dispatchTrace({ type: 'cancel' })}
        testIdPrefix="room-new"
        focusName
      >
        <button
          type="button"
          className="button"
          disabled={trace.name === 'saving'}
          data-testid="room-trace-reopen"
          onClick={() => dispatchTrace({ type: 'reopen' })}
        >
          {RoomEditorMessages.backToDrawing}
        </button>
      </RoomForm>
    </Toolbar>
  );
}

function DoorToolbar() {
  const door = useRoomEditorStore((state) => state.door);
  if (!door) return null;
  if (door.name === 'placing') {
    return (
      <Toolbar testId="room-door-toolbar">
        <Hint text={RoomEditorMessages.doorHint(door.ends.length)} />
        <KeysHint text={RoomEditorMessages.doorKeysHint} />
        <div className="button-row button-row--end">
          <button
            type="button"
            className="button"
            data-testid="room-door-cancel"
            onClick={stopDoor}
          >
            {RoomEditorMessages.cancel}
          </button>
        </div>
      </Toolbar>
    );
  }
  return (
    <Toolbar testId="room-door-toolbar">
      <DoorForm door={door} />
    </Toolbar>
  );
}

/** The kind of a door whose ends are put; its select takes the focus when it opens. */
function DoorForm({ door }: { door: Exclude<DoorDraft, { name: 'placing' }> }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector('select')?.focus();
  }, []);
  const busy = door.name === 'saving';
  return (
    <form
      ref={form}
      className="room-form"
      data-testid="room-door-form"
      onSubmit={(event) => {
        event.preventDefault();
        void saveDoor();
      }}
    >
      <p className="map-toolbar__hint">
        <strong>{RoomEditorMessages.doorFormLabel}</strong>
      </p>
      <SelectField
        label={RoomEditorMessages.doorCategory}
        name="door-category"
        value={door.category}
        options={doorOptions}
        onChange={(category) => setRoomEditor({ door: { ...door, category } })}
        testId="room-door-category"
      />
      <div className="button-row button-row--end">
        <button
          type="button"
          className="button"
          disabled={busy}
          data-testid="room-door-cancel"
          onClick={stopDoor}
        >
          {RoomEditorMessages.cancel}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="room-door-save"
        >
          {busy ? RoomEditorMessages.saving : RoomEditorMessages.save}
        </button>
      </div>
    </form>
  );
}

function OutlineToolbar() {
  const outline = useRoomEditorStore((state) => state.outline);
  if (!outline) return null;
  return (
    <Toolbar testId="room-outline-toolbar">
      <Hint
        text={
          outline.chosen === null
            ? RoomEditorMessages.outlineHint
            : RoomEditorMessages.cornerChosen(outline.chosen + 1, outline.corners.length)
        }
      />
      <div className="button-row button-row--end">
        <button
          type="button"
          className="button"
          disabled={outline.saving}
          data-testid="room-outline-cancel"
          onClick={stopOutline}
        >
          {RoomEditorMessages.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={outline.saving}
          data-testid="room-outline-save"
          onClick={() => void saveOutline()}
        >
          {outline.saving ? RoomEditorMessages.saving : RoomEditorMessages.save}
        </button>
      </div>
    </Toolbar>
  );
}

function SplitToolbar() {
  const split = useRoomEditorStore((state) => state.split);
  if (!split) return null;
  return (
    <Toolbar testId="room-split-toolbar">
      <Hint text={RoomEditorMessages.splitHint} />
      <KeysHint text={RoomEditorMessages.splitKeysHint} />
      <div className="button-row button-row--end">
        <button
          type="button"
          className="button"
          disabled={split.saving}
          data-testid="room-split-cancel"
          onClick={stopSplit}
        >
          {RoomEditorMessages.cancel}
        </button>
      </div>
    </Toolbar>
  );
}

/**
 * Over the map while a room mode is on (docs/rooms.md#editing): what to click next, what the
 * pointer snapped to, and the forms of a new room and a new door.
 */
export function RoomEditorToolbar() {
  const modeId = useEditorStore((state) => state.modeId);
  if (modeId === roomTraceMode.id) return <TraceToolbar />;
  if (modeId === roomDoorMode.id) return <DoorToolbar />;
  if (modeId === roomOutlineMode.id) return <OutlineToolbar />;
  if (modeId === roomSplitMode.id) return <SplitToolbar />;
  return null;
}
