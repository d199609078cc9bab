/** The editor's Arrangement switch: the blocks' places edited, and the width the frame shows, as [device, label]. */
export const ARRANGEMENT_CHOICES = [
  ["desktop", "Desktop"],
  ["phone", "Phone"],
] as const;
