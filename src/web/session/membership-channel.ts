// Checkout opens in its own tab (spec §5): the tab that started it must not keep showing the VIP wall once
// the payment is confirmed, so the welcome page tells the site's other tabs, which re-read everything.
const CHANNEL = "wingmate-membership";

/** Tells this site's other open tabs that the account's membership changed. */
export function announceMembershipChange(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** Calls `onChange` when another tab announces a change; returns the way to stop listening. */
export function onMembershipChange(onChange: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => onChange();
  return () => channel.close();
}
