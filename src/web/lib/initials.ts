/** The letters an avatar shows without a picture: the first two names' initials, else the e-mail's first letter. */
export function initialsOf(name: string, email = ""): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 0 ? parts.slice(0, 2).map((part) => part[0]) : [email[0] ?? ""];
  return letters.join("").toUpperCase();
}
