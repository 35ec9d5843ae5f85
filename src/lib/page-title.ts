import { site } from '../config/site';

/** A page's document title: its own title, then the site's name. */
export const pageTitle = (title: string) =>
  title === site.name ? title : `${title} | ${site.name}`;
