/** Words of the Saved Profiles page (English, the source). */
export default {
  "saved.meta.title": "Saved Profiles",
  "saved.meta.description": "The companion profiles you saved.",
  "saved.title": "Saved Profiles",
  "saved.lead": "The companions you saved for later.",
  "saved.loading": "Loading…",
  "saved.logInLead": "Log in to see the profiles you saved.",
  "saved.logIn": "Log In",
  "saved.membersOnly.title": "VIP members only",
  "saved.membersOnly.lead": "Saving profiles is a VIP membership feature.",
  "saved.loadingList": "Loading your saved profiles…",
  "saved.none": "You have not saved any profiles yet.",
  "saved.browse": "Browse Profiles",
  "saved.remove": "Remove",
  "saved.removeLabel": "Remove {name} from saved",
  "saved.undo": "Undo",
} as const;
