export const barColour = "#1e40af";

export const CHART_WIDTH = 720;
