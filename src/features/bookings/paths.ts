/** The API path of a companion's next free time, the same on both sides (the profile page's first answer is found by it). */
export const nextAvailableApiPath = (companionId: string) => `/api/booking/next-available?${new URLSearchParams({ companionId })}`;
