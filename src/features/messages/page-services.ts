/** The messages feature as the pages' loaders and actions read it (src/web/page-services.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as its pages get loaders
export interface MessagePageServices {}
