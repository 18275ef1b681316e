/** The header island: its look follows the scroll, and it holds the mobile menu. */
export { SiteHeader as default } from '../layout/site-header';
