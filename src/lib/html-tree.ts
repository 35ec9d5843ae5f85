// The paste cleaner's HTML tree now lives with the site's other HTML readers, in src/lib/html/.
export * from './html/tree';
