/** Content: both back-office audiences' words (`staffMessages`). */
export const staffContent = {
  /**
   * Blog posts in the back office, the agent dashboard's and the admin panel's (moved from `messages`: staff
   * only; the admin API's texts too).
   */
  blog: {
    draftPending: 'Draft - Pending Approval',
    updateFailed: 'Failed to update post',
    deleteFailed: 'Failed to delete post',
    saveFailed: 'Failed to save post',
    noAgent: 'No agent exists to associate with this post. Create an agent first.',
    /** ours */
    saved: 'Post saved successfully!',
    /** ours */
    deleted: 'Post deleted successfully!',
    /** The spec's other post state (§4: Draft or Published). */
    published: 'Published',
    /** ours: the post form and row actions both Blog tabs show (the dashboard's others: dashboardMessages.blog) */
    editLabel: (title: string) => `Edit post "${title}"`,
    deleteLabel: (title: string) => `Delete post "${title}"`,
    deleteTitle: (title: string) => `Delete "${title}"?`,
    fields: {
      title: 'Title',
      excerpt: 'Excerpt',
      content: 'Content',
      image: 'Featured image',
    },
    save: 'Save post',
    saveChanges: 'Save changes',
  },
  /** The testimonials an agent submits and an administrator approves (moved from `messages`: staff only). */
  testimonials: {
    pending: 'Pending Approval',
    approved: 'Approved',
    empty: 'No testimonials yet. Add your first testimonial above.',
    submitted: 'Testimonial submitted for approval!',
    submitFailed: 'Failed to submit testimonial',
    saveFailed: 'Failed to save testimonial',
    fetchFailed: 'Failed to fetch testimonials',
    /** ours */
    ratingRange: 'Rating must be a whole number from 1 to 5',
    /** ours: the agent dashboard's Testimonials tab */
    mine: {
      formHeading: 'Add a testimonial',
      formLead: 'It appears on your page once an administrator approves it.',
      clientName: 'Client name',
      content: 'Testimonial',
      rating: 'Rating',
      stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
      submit: 'Submit for approval',
      listHeading: 'Your testimonials',
      loading: 'Loading testimonials...',
      rated: (rating: number) => `Rated ${rating} out of 5`,
    },
  },
} as const;
