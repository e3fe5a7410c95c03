/** `%text%` for LIKE and ILIKE, with the pattern characters (`%`, `_`, `\`) taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
