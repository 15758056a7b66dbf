export const confirmStep = {
  heading: "Check before you go on",
  more: (count: number) => `and ${count} more`,
  cancel: "Cancel",
} as const;
