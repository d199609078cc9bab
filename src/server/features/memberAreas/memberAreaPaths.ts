/** The addresses of the member area pages on every site. */
export const MEMBER_AREA_PATHS = {
  /** The join form of one plan of one area. */
  join: (areaId: string, planId: string) => `/member-areas/join/${areaId}/${planId}`,
  /** The membership confirmed page (208). */
  joined: (membershipId: string) => `/member-areas/joined/${membershipId}`,
} as const;
