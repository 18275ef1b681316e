/** The year the build ran: the prerendered footer's year (defined by `vite.config.ts`). */
export const BUILD_YEAR: number =
  typeof __SITE_BUILD_YEAR__ === 'number' ? __SITE_BUILD_YEAR__ : new Date().getFullYear();
