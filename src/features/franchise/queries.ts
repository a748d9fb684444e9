import { call, type BodyOf } from "../../web/lib/endpoint.ts";
import { franchiseContract } from "./contract.ts";

export const sendFranchiseEnquiry = (enquiry: BodyOf<typeof franchiseContract.enquire>) => call(franchiseContract.enquire, { body: enquiry });
