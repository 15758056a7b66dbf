/** The admin's confirmation step (components/admin/ConfirmStep.tsx), the same wherever it asks. */
export const confirmStep = {
  heading: "Check before you go on",
  more: (count: number) => `and ${count} more`,
  cancel: "Cancel",
} as const;
