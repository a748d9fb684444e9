// The companions feature as the server's other parts see it: the catalogue and what the back office needs.
export { companionNamesOf, createCatalogue, type Catalogue, type CatalogueEntry } from "./catalogue.server.ts";
export { companionCards } from "./cards.server.ts";
export { addCompanion, catalogueEditor, tellAccountLinked } from "./editing.server.ts";
export { deletePhotoSet, storeUploadedPhoto } from "./photos.server.ts";
export { companionRoutes } from "./routes.server.ts";
export { siteFactsRoutes } from "./site-facts.server.ts";
export { companionUpdate, newCompanionInput, photoOrderInput } from "./editor-schema.ts";
export { accountLinkView, adminCatalogueResponse, adminCompanionResponse } from "./responses.ts";
export { companionSeedSet, companionSpanishSeedSet } from "./seed.server.ts";
export { openCompanion } from "./service.server.ts";
export { companionPageServices } from "./page-services.server.ts";
export { companionCard, companionNames, companionOfUser, hoursOf, lockCompanion, setHoursOf } from "./lookups.server.ts";
export { addException, exceptionsOf, removeException } from "./time-off.server.ts";
