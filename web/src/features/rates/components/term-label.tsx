/** '5 year' + 'fixed' → '5-Year Fixed'. */
export function termLabel(term: string, rateType?: string): string {
  const years = term.split(' ')[0];
  const type = rateType ? ` ${rateType.charAt(0).toUpperCase()}${rateType.slice(1)}` : '';
  return `${years}-Year${type}`;
}
