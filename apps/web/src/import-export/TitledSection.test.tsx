import { BackupMessages } from '@indoor/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledSection } from './TitledSection';

describe('TitledSection', () => {
  it('is a region named by its heading, in the class it is given', () => {
    render(
      <TitledSection name="restore" title={BackupMessages.restoreTitle}>
        <p />
      </TitledSection>,
    );
    const section = screen.getByRole('region', { name: BackupMessages.restoreTitle });
    expect(section.className).toBe('restore');
    expect(section.getAttribute('aria-labelledby')).toBe('restore-title');
    expect(screen.getByRole('heading', { level: 3 }).id).toBe('restore-title');
  });
});
