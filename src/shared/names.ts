/** "Ana María López" -> first "Ana", last "María López" (null when there is only one word). */
export function splitFullName(fullName: string): { firstName: string; lastName: string | null } {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(" ") : null };
}
