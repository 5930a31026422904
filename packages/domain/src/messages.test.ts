import { describe, expect, it } from 'vitest';
import { AuditMessages, FloorMessages, LayerMessages, SpaceMessages } from './messages.js';

describe('message catalogue', () => {
  it('fills parameterised texts exactly as the specification words them', () => {
    expect(AuditMessages.saveFailedWith()).toBe('Error saving route: Unknown error');
    expect(AuditMessages.saveFailedWith('Name taken')).toBe('Error saving route: Name taken');
    expect(SpaceMessages.added('vessel')).toBe('Added vessel');
    expect(SpaceMessages.deleted('building')).toBe('Deleted building. Please refresh.');
    expect(FloorMessages.minimumZoom(16)).toBe('Minimum zoom level: 18. (current: 16)');
    expect(LayerMessages.deletedCount(12)).toBe('Successfully deleted 12 fingerPrints.');
    expect(LayerMessages.colourToggleTooltip(false, 'green')).toBe('click to hide green ones');
    expect(LayerMessages.colourToggleTooltip(true, 'red')).toBe('click to show red ones');
  });
});
