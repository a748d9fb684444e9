export { franchiseRoutes } from "./routes.server.ts";
export { countNewEnquiries, enquiryStatusNotes, listEnquiries, setEnquiryStatusNotes } from "./service.server.ts";
export { adminFranchiseEnquiriesResponse } from "./responses.ts";
export { franchisePersonalData } from "./personal-data.server.ts";
