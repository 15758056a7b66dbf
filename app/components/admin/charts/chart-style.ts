import type { LeadKind } from "~/lib/pipeline";

/**
 * The charts' colours: one per kind, each at least 3:1 against the white card (WCAG 1.4.11), and
 * told apart by the legend and the table as well as by colour.
 */
export const kindColours: Record<LeadKind, string> = {
  feedback: "#1d4ed8",
  need: "#b45309",
  online: "#047857",
  enrolments: "#7e22ce",
  uploads: "#be123c",
  applications: "#0f766e",
};

export const barColour = "#1e40af";

/** Every chart's drawing area, in SVG units (it scales with the page). */
export const CHART_WIDTH = 720;
export const CHART_HEIGHT = 280;

/** The plot of a column chart inside the drawing area: room for the value axis left and the labels below. */
export const COLUMN_LEFT = 44;
export const COLUMN_TOP = 12;
const COLUMN_BOTTOM = 36;
export const COLUMN_PLOT_HEIGHT = CHART_HEIGHT - COLUMN_TOP - COLUMN_BOTTOM;
