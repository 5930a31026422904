import { PanelIntro } from '../PanelIntro';

export function PoisPanel() {
  return (
    <PanelIntro>
      Drop points of interest and connectors on the selected floor, keep their asset details
      (manufacturer, model, serial number, warranty), and link them into the navigation graph in
      edge mode.
    </PanelIntro>
  );
}
