/** When an account was opened, in the owner's own words and time zone. */
export const openedOn = (createdAt: string) => new Date(createdAt).toLocaleDateString(undefined, { dateStyle: "medium" });
