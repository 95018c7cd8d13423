/**
 * What lacks French (issue 37): the super admin panel's words (`adminMessages`), ours. Each of the Agents, Blog,
 * Products and Services panels says how many of its items a French page shows partly in English, and filters them.
 */
export const adminFrench = {
  frenchSummary: {
    /** The filter's toggle (a button, pressed while on). */
    lacksFrench: 'Lacks French',
    /**
     * Per kind: its line's words ('3 of 12 products have no French': `plural`, `lacking`), and what the filtered
     * list says when nothing lacks French (`none`).
     */
    kinds: {
      agent: { plural: 'agents', lacking: 'no French bio', none: 'Every agent has a French bio.' },
      post: { plural: 'posts', lacking: 'no French version', none: 'Every post has a French version.' },
      product: { plural: 'products', lacking: 'no French', none: 'Every product has its French.' },
      service: { plural: 'services', lacking: 'no French', none: 'Every service has its French.' },
    },
  },
} as const;
