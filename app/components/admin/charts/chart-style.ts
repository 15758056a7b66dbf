import type { LeadKind } from "~/lib/inbox";

/** Each at least 3:1 against the white card (WCAG 1.4.11). */
export const kindColours: Record<LeadKind, string> = {
  feedback: "#1d4ed8",
  need: "#b45309",
  online: "#047857",
  enrolments: "#7e22ce",
  uploads: "#be123c",
  applications: "#0f766e",
};

export const barColour = "#1e40af";

export const CHART_WIDTH = 720;
export const CHART_HEIGHT = 280;

export const COLUMN_LEFT = 44;
export const COLUMN_TOP = 12;
const COLUMN_BOTTOM = 36;
export const COLUMN_PLOT_HEIGHT = CHART_HEIGHT - COLUMN_TOP - COLUMN_BOTTOM;
