import { PanelIntro } from '../PanelIntro';

export function FloorsPanel() {
  return (
    <PanelIntro>
      Create and delete the floors of the selected space, step through them by floor number, and
      place a floor-plan image on the map by dragging, resizing and rotating it before it is tiled.
    </PanelIntro>
  );
}
