export const barColour = "#1e40af";

export const CHART_WIDTH = 720;
export const CHART_HEIGHT = 280;

export const COLUMN_LEFT = 44;
export const COLUMN_TOP = 12;
const COLUMN_BOTTOM = 36;
export const COLUMN_PLOT_HEIGHT = CHART_HEIGHT - COLUMN_TOP - COLUMN_BOTTOM;
