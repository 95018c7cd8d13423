import { layoutWords } from '../layout';
import { peopleCommonWords } from './common';
export const peopleAgentWords = {
  notFoundLead:
    "This broker's page doesn't exist or is no longer active. Our other licensed brokers are happy to help.",
  /** The page's title when the agent has no SEO title of their own: 'Sarah Chen, Mortgage Broker · Maplestone Mortgage'. */
  metaTitle: (name: string, role: string, brandName: string) => `${name}, ${role} · ${brandName}`,
  /** The breadcrumb trail's middle crumb: Home › Find a Broker › the agent. */
  findBrokerCrumb: layoutWords.links.findBroker.label,
  hero: {
    bannerAlt: (name: string) => `${name} banner`,
    logoAlt: (name: string) => `${name} logo`,
    socialMedia: 'Social media',
    website: peopleCommonWords.website,
    /** 'Sarah Chen on LinkedIn'. */
    socialLink: (name: string, network: string) => `${name} on ${network}`,
  },
  about: {
    eyebrow: 'About',
    title: (first: string) => `Meet ${first}`,
    defaultBio: (name: string, brandName: string) =>
      `${name} is a licensed mortgage broker with ${brandName}.`,
    badgeAlt: (name: string, index: number) => `${name} badge ${index}`,
    licensed: (brandName: string) => `Licensed mortgage broker with ${brandName}`,
    lenders: 'Access to 40+ banks, credit unions and alternative lenders',
    noCost: 'No cost to you for most residential mortgages',
  },
  services: {
    eyebrow: 'Services',
    title: (first: string) => `How ${first} can help`,
    lead: 'Whatever the stage of your mortgage, one broker from first call to closing.',
    /** One line under each of the spec's six services (messages.agentPage.services), in its order. */
    text: [
      'Pre-approval to closing, with your rate held up to 120 days.',
      'Lower your rate, access equity or change your term.',
      'Life and disability coverage that keeps your home safe.',
      'Roll high-interest debt into one lower payment.',
      'Know your budget before you make an offer.',
      'Incentives, rebates and low down payment options.',
    ],
    // Worded by the spec (docs: public-site.md) unless marked ours:
    names: [
      'Purchase Mortgages',
      'Mortgage Refinancing',
      'Mortgage Protection',
      'Debt Consolidation',
      'Pre-Approval Services',
      'First-Time Buyer Programs',
    ],
  },
  rates: {
    eyebrow: 'Updated daily',
    lead: (first: string) => `Broker rates ${first} can offer today, by province.`,
  },
  lenders: {
    eyebrow: 'Lending partners',
    title: 'Lenders I work with',
    lead: 'The big banks, monolines, credit unions and alternative lenders.',
  },
  testimonials: {
    eyebrow: 'Client stories',
    title: (first: string) => `What clients say about ${first}`,
  },
  options: {
    eyebrow: 'Know your options',
    title: 'Fixed or variable?',
    lead: 'The right choice depends on your budget, your plans and how much change you can live with.',
    fixedTitle: 'Fixed rate',
    fixed: [
      'Same rate and payment for the whole term',
      'Easy budgeting, no surprises',
      'Higher penalty to break (interest rate differential)',
    ],
    variableTitle: 'Variable rate',
    variable: [
      "Moves with your lender's prime rate",
      'Often lower to start',
      "Penalty usually three months' interest",
    ],
    whyTitle: 'Why work with a mortgage broker?',
    whyText:
      'A bank can only offer its own products. A broker compares dozens of lenders for you, negotiates the rate and the terms that matter (prepayment privileges, portability, penalties), and is paid by the lender when your mortgage closes, so for most borrowers the advice costs nothing.',
  },
  contact: {
    title: (first: string) => `Ready to talk to ${first}?`,
    lead: (first: string) =>
      `Send a message and ${first} will get back to you within one business day, with no obligation.`,
  },
  // Worded by the spec (docs: public-site.md) unless marked ours:
  subtitle: 'Your Trusted Mortgage Broker',
  viewRates: 'View Rates',
  bookAppointment: 'Book Appointment',
  notFoundTitle: 'Agent Not Found',
  notFound: 'Agent not found',
} as const;
