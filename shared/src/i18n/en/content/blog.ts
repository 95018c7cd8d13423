import { layoutWords } from '../layout';
export const contentBlogWords = {
  /** The document title and the breadcrumb's name. */
  title: layoutWords.links.blog.label,
  heading: 'The Maplestone Blog',
  /** Also the page's description in search results. */
  lead: 'Practical guides from our brokers: buying, renewing, refinancing and making sense of the market.',
  readArticle: 'Read article',
  questionTitle: 'Have a question about your mortgage?',
  questionLead: 'A licensed broker can walk you through your options.',
  /** The French blog's list of the posts that have no French version (issue 37); English pages list them all. */
  englishPosts: 'Posts in English',
  // Worded by the spec (docs: public-site.md) unless marked ours:
  loadingPosts: 'Loading posts...',
  empty: 'No blog posts available yet.',
  loadingPost: 'Loading post...',
  backToBlog: 'Back to Blog',
  notFound: 'Blog post not found.',
  loadFailed: 'Failed to load blog post',
  fetchFailed: 'Failed to fetch blog posts',
} as const;
