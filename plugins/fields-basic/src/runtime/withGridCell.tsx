import { FORM_GRID_COLUMNS, FORM_GRID_ROW_HEIGHT_PX } from '@tessera/engine';
import type { ComponentType, ReactNode } from 'react';

// A form about as wide as the runtime's content column, for sizing stories like the real grid.
const STORY_FORM_WIDTH_PX = 960;

function GridCell({
  width,
  height,
  children,
}: {
  readonly width: number;
  readonly height: number;
  readonly children: ReactNode;
}) {
  return (
    <div
      style={{
        width: `${(STORY_FORM_WIDTH_PX * width) / FORM_GRID_COLUMNS}px`,
        height: `${height * FORM_GRID_ROW_HEIGHT_PX}px`,
      }}
    >
      {children}
    </div>
  );
}

/**
 * A story decorator: renders the field in a box the size of its grid cell (`width` of the 12
 * columns, `height` rows of 10 px), so a story shows the field as the form would.
 */
export const withGridCell = (width: number, height: number) => (Story: ComponentType) => (
  <GridCell width={width} height={height}>
    <Story />
  </GridCell>
);
