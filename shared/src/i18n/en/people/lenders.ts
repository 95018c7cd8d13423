export const peopleLendersWords = {
  aLenders: 'Banks and A lenders',
  alternative: 'Alternative lenders',
} as const;
