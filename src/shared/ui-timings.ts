/** The interface timings of spec §9, in milliseconds. */
export const uiTimings = {
  hoverCard: { openDelay: 700, closeDelay: 300 },
  navigationMenu: { delayDuration: 200, skipDelayDuration: 300 },
} as const;
