import { PanelIntro } from '../PanelIntro';

export function HeatmapsPanel() {
  return (
    <PanelIntro>
      Show the wifi coverage, fingerprints and estimated access-point positions measured on the
      selected floor, for all time or a chosen time range, and delete fingerprints inside a drawn
      rectangle.
    </PanelIntro>
  );
}
