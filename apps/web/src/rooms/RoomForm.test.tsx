import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newRoomFields, RoomForm } from './RoomForm';

describe('the room form', () => {
  it('saves the name, the IMDF category and the accessibility chosen', () => {
    const onSave = vi.fn();
    render(
      <RoomForm
        initial={newRoomFields}
        busy={false}
        onSave={onSave}
        onCancel={() => {}}
        testIdPrefix="room-new"
      />,
    );
    fireEvent.change(screen.getByTestId('room-new-name'), { target: { value: 'Server room' } });
    fireEvent.change(screen.getByTestId('room-new-category'), { target: { value: 'serverroom' } });
    fireEvent.click(screen.getByTestId('room-new-accessibility-wheelchair'));
    fireEvent.click(screen.getByTestId('room-new-save'));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Server room',
      category: 'serverroom',
      accessibility: ['wheelchair'],
    });
  });

  it('offers the IMDF unit categories, "room" first chosen', () => {
    render(
      <RoomForm
        initial={newRoomFields}
        busy={false}
        onSave={() => {}}
        onCancel={() => {}}
        testIdPrefix="room-new"
      />,
    );
    const select = screen.getByTestId('room-new-category') as HTMLSelectElement;
    expect(select.value).toBe('room');
    expect([...select.options].map((o) => o.value)).toContain('restroom.female.wheelchair');
  });

  it('cannot be sent twice while saving', () => {
    const onSave = vi.fn();
    render(
      <RoomForm
        initial={newRoomFields}
        busy
        onSave={onSave}
        onCancel={() => {}}
        testIdPrefix="r"
      />,
    );
    fireEvent.submit(screen.getByTestId('r-form'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByTestId('r-save')).toHaveProperty('disabled', true);
  });

  it('gives the name field the focus when asked (a traced outline just closed), not otherwise', () => {
    const { unmount } = render(
      <RoomForm
        initial={newRoomFields}
        busy={false}
        onSave={() => {}}
        onCancel={() => {}}
        testIdPrefix="room-new"
        focusName
      />,
    );
    expect(document.activeElement).toBe(screen.getByTestId('room-new-name'));
    unmount();
    render(
      <RoomForm
        initial={newRoomFields}
        busy={false}
        onSave={() => {}}
        onCancel={() => {}}
        testIdPrefix="room-edit"
      />,
    );
    expect(document.activeElement).toBe(document.body);
  });
});
