/** Content: the agent dashboard's words (`dashboardMessages`). */
export const dashboardContent = {
  /**
   * ours: the agent dashboard's Blog tab (moved from `messages.blog.mine`; the post form's fields and the labels
   * the admin panel shares are in staffMessages.blog)
   */
  blog: {
    heading: 'Your blog posts',
    lead: 'Each post is reviewed by an administrator before it appears on the blog.',
    newPost: 'New post',
    editPost: 'Edit post',
    empty: "You haven't written a post yet. Choose New post to write your first.",
    lastEdited: (date: string) => `Last edited ${date}`,
    view: 'View',
    edit: 'Edit',
    delete: 'Delete',
    viewLabel: (title: string) => `View post "${title}"`,
    /** ours (issue 37): the agent's own posts a French page would not offer in French. */
    lackingFrench: (count: number) =>
      count === 1 ? '1 of your posts has no French version' : `${count} of your posts have no French version`,
    fields: {
      excerptHint:
        'A short summary for the blog list. Left empty, the first 150 characters of the content are used.',
    },
  },
} as const;
