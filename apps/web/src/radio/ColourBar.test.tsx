import { LayerMessages } from '@indoor/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { ColourBar } from './ColourBar';
import { setColourCounts, useWifiLayerStore } from './wifiLayerStore';

describe('the colour bar', () => {
  it('shows the range of average RSS of each colour beside its swatch', () => {
    render(<ColourBar />);
    const range = (colour: string) => screen.getByTestId(`colour-range-${colour}`).textContent;
    expect(range('green')).toBe('-30 to -60 dBm');
    expect(range('yellow')).toBe('-60 to -70 dBm');
    expect(range('orange')).toBe('-70 to -90 dBm');
    expect(range('purple')).toBe('-90 to -100 dBm');
    expect(range('red')).toBe('above -30 or below -100 dBm');
  });

  it('keeps the swatches hiding and showing their colour, with their tooltips', () => {
    act(() => setColourCounts({ orange: 12 }));
    render(<ColourBar />);
    const orange = screen.getByTestId('colour-swatch-orange');
    expect(orange.getAttribute('title')).toBe('click to hide orange ones');
    fireEvent.click(orange);
    expect(useWifiLayerStore.getState().hiddenColours).toEqual(['orange']);
    expect(screen.getByTestId('colour-swatch-orange').getAttribute('title')).toBe(
      'click to show orange ones',
    );
    fireEvent.click(screen.getByTestId('colour-swatch-green'));
    expect(useAlertStore.getState().alert?.text).toBe(LayerMessages.noSquaresOfColour('green'));
  });
});
