import { describe, expect, it } from 'vitest';
import {
  AccountMessages,
  AuditMessages,
  CampusUiMessages,
  FloorMessages,
  FloorUiMessages,
  LayerMessages,
  SessionMessages,
  ShareMessages,
  SpaceMessages,
  UserManagementMessages,
} from './index.js';

describe('message catalogue', () => {
  it('fills the kept parameterised texts word for word', () => {
    expect(AuditMessages.saveFailedWith()).toBe('Error saving route: Unknown error');
    expect(AuditMessages.saveFailedWith('Name taken')).toBe('Error saving route: Name taken');
    expect(SpaceMessages.added('vessel')).toBe('Added vessel');
    expect(SpaceMessages.deleted('building')).toBe('Deleted building. Please refresh.');
    expect(FloorMessages.minimumZoom(16)).toBe('Minimum zoom level: 18. (current: 16)');
    expect(LayerMessages.deletedCount(12)).toBe('Successfully deleted 12 fingerPrints.');
    expect(LayerMessages.colourToggleTooltip(false, 'green')).toBe('click to hide green ones');
    expect(LayerMessages.colourToggleTooltip(true, 'red')).toBe('click to show red ones');
  });

  it("fills the web screens' parameterised texts as the screens showed them before", () => {
    expect(CampusUiMessages.buildingCount(1)).toBe('1 building');
    expect(CampusUiMessages.buildingCount(3)).toBe('3 buildings');
    expect(FloorUiMessages.placingSize(800, 600)).toBe(' (800 × 600 px)');
    expect(FloorUiMessages.floorNumbered('-1')).toBe('Floor -1');
    expect(ShareMessages.copyLabel('Viewer link')).toBe('Copy viewer link');
    expect(AccountMessages.signInWith('Google')).toBe('Sign in with Google');
    expect(UserManagementMessages.notAPlanner('u7')).toBe('u7 (not a planner)');
  });

  it('counts what an account administration answer names, one and many alike', () => {
    expect(SessionMessages.userDeleted('tess', 0, 0)).toBe('Deleted tess.');
    expect(SessionMessages.userDeleted('tess', 1, 2)).toBe(
      'Deleted tess. 1 space and 2 campuses now belong to you.',
    );
    expect(UserManagementMessages.deleteHoldings(2, 1)).toContain(
      'Their 2 spaces and 1 campus pass to you',
    );
    expect(UserManagementMessages.deleteAuditors(1)).toBe(
      '1 auditor working for them will have no planner until an admin assigns one.',
    );
    expect(UserManagementMessages.userCount(4, 4)).toBe('4 users');
    expect(UserManagementMessages.userCount(1, 4)).toBe('1 of 4 users');
  });
});
