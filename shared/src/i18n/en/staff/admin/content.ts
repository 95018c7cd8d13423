import { adminTermWords } from './terms';
/** Content: the super admin panel's words (`adminMessages`). */
export const adminContent = {
  /** ours, except staffMessages.testimonials: the admin Testimonials panel */
  testimonials: {
    lead: "Every testimonial, agents' and your own. Agents' testimonials appear once approved.",
    add: 'Add testimonial',
    addTitle: 'Add a testimonial',
    addLead: 'Testimonials written here are approved at once.',
    editTitle: 'Edit testimonial',
    save: 'Save testimonial',
    saveChanges: 'Save changes',
    empty: 'No testimonials yet.',
    search: 'Search testimonials',
    /** ours: the review queue is empty (issue 33) */
    nonePending: 'No testimonials are waiting for approval.',
    columns: {
      client: 'Client',
      from: 'From',
      rating: 'Rating',
      content: 'Testimonial',
      date: 'Date',
      status: 'Status',
    },
    sources: { agent: 'Agent', admin: 'Admin' },
    unknownAuthor: 'Unknown',
    approveLabel: (client: string) => `Approve testimonial from "${client}"`,
    editLabel: (client: string) => `Edit testimonial from "${client}"`,
    deleteLabel: (client: string) => `Delete testimonial from "${client}"`,
    deleteTitle: (client: string) => `Delete the testimonial from "${client}"?`,
    approved: 'Testimonial approved successfully!',
    unapproved: 'Testimonial set back to pending approval',
    saved: 'Testimonial saved successfully!',
    deleted: 'Testimonial deleted successfully!',
    deleteFailed: 'Failed to delete testimonial',
  },
  /** ours, except messages.blog and staffMessages.blog: the admin Blog panel */
  blog: {
    lead: "Every agent's posts. Publish a post to show it on the blog.",
    newPost: 'New post',
    editPost: 'Edit post',
    empty: 'No blog posts yet.',
    search: 'Search posts',
    columns: { title: 'Title', author: 'Author', status: 'Status', date: 'Date' },
    draft: adminTermWords.draft,
    noAuthor: adminTermWords.noAgent,
    fields: {
      slug: 'Slug',
      slugHint: "The post's address: /blog/<slug>. Follows the title until you edit it.",
      frenchSlugHint:
        "The French version's address: /fr/blogue/<slug>. Follows the French title until you edit it.",
      excerptHint: 'Filled from the first 150 characters of the content until you edit it.',
      author: 'Author agent',
      authorPlaceholder: 'Choose an agent',
    },
    publish: 'Publish',
    unpublish: 'Unpublish',
    publishLabel: (title: string) => `Publish post "${title}"`,
    unpublishLabel: (title: string) => `Unpublish post "${title}"`,
    published: 'Post published successfully!',
    unpublished: 'Post unpublished successfully!',
  },
} as const;
