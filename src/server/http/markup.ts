/** Text safe inside XML or HTML, in an element or an attribute: <, >, &, ' and " as numeric entities. */
export const escapeMarkup = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
