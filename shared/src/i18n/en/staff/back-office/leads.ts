import { numberFormat } from '../../../../text/intl';
import { fileStageWords } from './file-stages';

/** Leads: both back-office audiences' words (`staffMessages`). */
export const staffLeads = {
  leads: {
    fetchFailed: 'Failed to fetch leads',
    statusFailed: 'Failed to update lead status',
    deleteFailed: 'Failed to delete application',
    /** ours */
    statusUpdated: 'Lead status updated successfully!',
    /** ours: the leads table and detail (labels the spec leaves unworded) */
    typeLabels: {
      rate_quote: 'Rate quote (purchase)',
      refinance: 'Renewal / refinance quote',
      application: 'Mortgage application',
      contact: 'Contact message',
    },
    /** ours */
    sourceLabels: {
      website: 'Website',
      'AI Chatbot': 'AI Chatbot',
      mortgage_calculator: 'Mortgage calculator',
      land_transfer_tax_calculator: 'Land transfer tax calculator',
      closing_costs_calculator: 'Closing costs calculator',
      contact_form: 'Contact form',
    },
    /** ours */
    statusLabels: {
      new: 'New',
      contacted: 'Contacted',
      qualified: 'Qualified',
      closed: 'Closed',
    },
    /** ours */
    columns: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      type: 'Type',
      source: 'Source',
      date: 'Date',
      status: 'Status',
      agent: 'Agent',
      /** the language the visitor wrote in (issue 20) */
      language: 'Language',
    },
    /** ours: a row's borrower file (issue 38, ADR 119): its stage, linking to the file */
    fileStage: {
      label: (stage: string) => `File: ${stage}`,
      // The visible label first: a link's name holds its text (axe's label-content-name-mismatch).
      open: (name: string, stage: string) => `File: ${stage}, ${name}’s borrower file`,
    },
    /** ours: a lead's language by its code; a lead from before issue 20 has none and is English */
    languages: { en: 'English', fr: 'French' },
    /** ours: a lead whose agent was deleted */
    unassigned: 'Unassigned',
    /** ours: the status dropdown of one row */
    statusOf: (name: string) => `Status of ${name}`,
    /** ours */
    empty: 'No leads yet. Leads from your page, quotes and the chatbot appear here.',
    /** ours */
    search: 'Search leads',
    /** ours */
    viewDetails: (name: string) => `View details for ${name}`,
    /** ours */
    detailTitle: 'Lead details',
    /** ours */
    notFound: 'This lead could not be found.',
    /** ours */
    changeStatus: 'Lead status',
    /** ours */
    received: 'Received',
    /** ours */
    contactSection: 'Contact',
    /** ours */
    quoteSection: 'Quote',
    /** ours: a calculator's "send me this estimate" (issue 21) */
    estimate: {
      section: 'Estimate',
      calculator: 'Calculator',
      calculators: {
        land_transfer_tax: 'Land transfer tax',
        closing_costs: 'Closing costs',
      } as Record<string, string>,
      place: 'Province / city',
      price: 'Purchase price',
      firstTimeBuyer: 'First-time buyer',
      yes: 'Yes',
      no: 'No',
      downPayment: 'Down payment',
      amortization: 'Amortization',
      provincial: 'Provincial tax',
      municipal: 'Municipal tax',
      rebate: 'First-time buyer rebate',
      total: 'Land transfer tax due',
      notAvailable: 'Not available for this province yet',
      insurancePremiumTax: 'Sales tax on the insurance premium',
      cashToClose: 'Cash to close (estimate)',
    },
    /** ours */
    applicationSection: 'Application',
    /** ours */
    messageSection: 'Message',
    /** ours */
    conversationSection: 'Conversation',
    /** ours */
    notesSection: 'Notes',
    /** ours */
    figures: {
      price: 'Purchase price',
      downPayment: 'Down payment',
      location: 'Location',
      amortization: 'Amortization',
      mortgageRate: 'Mortgage rate',
      paymentFrequency: 'Payment frequency',
      monthlyPayment: 'Monthly payment',
      totalMortgage: 'Total mortgage',
      cmhcInsurance: 'CMHC insurance',
      mortgage_amount: 'Mortgage amount',
      property_address: 'Property address',
      phoneType: 'Phone type',
      postalCode: 'Postal code',
    },
    /** ours */
    years: (years: number) => `${years} years`,
    /** ours */
    speakers: { user: 'Client', assistant: 'Assistant' },
    /** ours */
    transcriptUnreadable: 'The conversation could not be read; the notes are shown as saved.',
    /** ours: the lead's activity and notes (issue 17) */
    activity: {
      title: 'Activity',
      loadFailed: 'Failed to load the activity',
      created: (source: string) => `Lead received (${source})`,
      createdOn: (source: string, page: string) => `Lead received (${source}) on ${page}`,
      status: (from: string, to: string) => `Status changed from ${from} to ${to}`,
      crmEmail: (to: string) => `Sent to the CRM (${to})`,
      reassigned: (from: string, to: string) => `Reassigned from ${from} to ${to}`,
      csvExport: 'Exported in a CSV',
      consentWithdrawn: 'Consent to communications withdrawn',
      /** ours: contact details given later in the lead's chat (issue 34): filled in, or added beside the lead's. */
      chatContactFilled: 'Contact details completed in the chat',
      chatContactAdded: 'Other contact details given in the chat, kept beside the lead’s',
      chatContactFilledLabel: 'Completed',
      chatContactAddedLabel: 'Added',
      chatContactFields: {
        client_name: 'Name',
        client_email: 'Email',
        client_phone: 'Phone',
      },
      /** ours: the borrower's file (issue 38, ADR 118) */
      fileStage: (from: string, to: string) => `File moved from ${from} to ${to}`,
      fileOpened: (to: string) => `File opened at ${to}`,
      fileStageReason: (reason: string) => `Reason: ${reason}`,
      fileStages: fileStageWords,
      fileInvitation: (role: string) => `Invitation to the portal sent (${role})`,
      fileInvitationResent: (role: string) => `New sign-in link sent (${role})`,
      fileRoles: { primary: 'primary applicant', co_applicant: 'co-applicant' },
      fileDocument: (status: string) => `Checklist item ${status}`,
      fileDocumentStatuses: {
        requested: 'requested',
        uploaded: 'uploaded',
        accepted: 'accepted',
        refused: 'refused',
      },
      fileReminder: (items: number) =>
        `Reminder e-mailed for ${items} outstanding document${items === 1 ? '' : 's'}`,
      unassigned: 'no agent',
      note: 'Note',
      by: (name: string) => `by ${name}`,
      someone: 'a former user',
      noteLabel: 'Add a note',
      notePlaceholder: 'What was said, what comes next…',
      addNote: 'Add note',
      addingNote: 'Adding note…',
      noteAdded: 'Note added',
      noteFailed: 'Failed to add note',
      noteRequired: 'Please write a note',
      /** the note's character count, under the field */
      noteLength: (length: number, max: number) => `${length} of ${max} characters`,
      /** ours: the activity is read a page at a time, newest first (issue 33) */
      showOlder: 'Show older activity',
      loadingOlder: 'Loading older activity…',
    },
    /** ours: the super admin's reassignment (issue 17) */
    reassign: {
      label: 'Reassign to',
      choose: 'Choose an agent',
      /** An agent in the list: two agents may share a name, never an e-mail (issue 35). */
      option: (name: string, email: string) => `${name} (${email})`,
      submit: 'Reassign',
      pending: 'Reassigning…',
      done: (name: string) => `Lead reassigned to ${name}`,
      failed: 'Failed to reassign lead',
      invalid: 'Choose an active agent',
      hint: "The agent's CRM address receives the lead by e-mail within five minutes.",
    },
    /** ours: time to first contact (issue 17) */
    firstContact: {
      label: 'First contact',
      after: (duration: string) => `${duration} after it arrived, in business hours`,
      overdue: 'Not contacted within one business hour',
      overdueShort: 'Overdue',
      waiting: 'Not contacted yet',
    },
    /** ours: the consent ledger (CASL, issue 17; ADR 073). Dates come formatted. */
    consent: {
      label: 'Consent',
      express: 'Express consent',
      implied: (until: string) => `Implied consent until ${until}`,
      expired: (on: string) => `Implied consent expired on ${on}`,
      withdrawn: 'Consent withdrawn',
      unrecorded: 'No consent recorded',
      /** the badge's details, on hover and focus and in the dialog */
      expressDetail: (when: string, version: string) =>
        `Ticked on the contact form on ${when}, with this wording (version ${version}):`,
      impliedDetail: (when: string) =>
        `An inquiry on ${when}: implied consent to reply for six months (CASL), not to other marketing.`,
      withdrawnDetail: (when: string, by: string) => `Withdrawn on ${when}, recorded by ${by}.`,
      withdraw: 'Record withdrawal',
      withdrawing: 'Recording…',
      confirmTitle: 'Record a withdrawal of consent?',
      confirmBody:
        'Record it when the person asks not to be contacted any more. The lead keeps the consent it came with and says since when it is withdrawn; this cannot be undone.',
      withdrawDone: 'Withdrawal of consent recorded',
      withdrawFailed: 'Failed to record the withdrawal',
      /** the CRM e-mail's row */
      emailExpress: (when: string, version: string, text: string) =>
        `Express consent (contact form, ${when}, text ${version}): "${text}"`,
      emailImplied: (until: string) => `Implied consent (inquiry) until ${until}`,
    },
    /** ours: duplicates flagged at intake (issue 17; ADR 073). Dates come formatted. */
    duplicates: {
      badge: 'Possible duplicate',
      matches: { email: 'e-mail', phone: 'phone', both: 'e-mail and phone' },
      earlier: (match: string, on: string) => `Possible duplicate: same ${match} as a lead on ${on}`,
      later: (match: string, on: string) => `Possible duplicate: a later lead on ${on} has the same ${match}`,
      open: 'Open that lead',
      /** the other lead is not in the caller's list: another agent's, or deleted since */
      notYours: 'That lead is not in your list.',
      /** the table's badge, read out in full */
      badgeDetail: (count: number) =>
        count === 1 ? 'Possible duplicate of another lead' : `Possible duplicate of ${count} other leads`,
      /** the CRM e-mail's row */
      emailLabel: 'Duplicate',
      email: (on: string, match: string, id: string) =>
        `Possible duplicate of a lead received on ${on} (same ${match}; lead id ${id})`,
    },
  },
  /** ours: the back office's landing, what waits for someone (issue 17) */
  attention: {
    title: 'Needs attention',
    intro: 'What is waiting for you, the longest waiting first.',
    filterLabel: 'Show',
    filters: {
      all: 'Everything',
      overdue: 'Overdue first contact',
      new: 'New leads',
      testimonials: 'Testimonials to approve',
      posts: 'Posts to review',
      /** ours: borrower files (issue 38) */
      files: 'Files with documents to review',
    },
    hints: {
      overdue: 'New leads not contacted within one business hour (Monday to Friday, 9 to 5, Toronto time).',
      new: 'New leads that arrived within the last business hour.',
      testimonials: 'Testimonials agents submitted, waiting for approval before they show on their pages.',
      posts: 'Drafts agents wrote, waiting for review before they are published.',
      files: 'Borrower files where the borrower uploaded documents that are not yet accepted or refused.',
    },
    empty: {
      overdue: 'No lead is waiting past its first business hour.',
      new: 'No new leads.',
      testimonials: 'No testimonial is waiting for approval.',
      posts: 'No post is waiting for review.',
      files: 'No borrower file has documents waiting for review.',
    },
    allClear: 'Nothing needs your attention right now.',
    openLead: (name: string) => `Open lead from ${name}`,
    reviewTestimonial: (name: string) => `Review testimonial from ${name}`,
    reviewPost: (title: string) => `Review post ${title}`,
    reviewFile: (name: string) => `Review the documents in the borrower file of ${name}`,
    documentsToReview: (count: number) =>
      `${numberFormat().format(count)} ${count === 1 ? 'document' : 'documents'} to review`,
    waitingSince: (date: string) => `waiting since ${date}`,
    /** a pile with no list of its own to link to: how many it shows of how many */
    shownOf: (shown: number, total: number) =>
      `The ${numberFormat().format(shown)} waiting longest of ${numberFormat().format(total)}.`,
    received: (date: string) => `Received ${date}`,
    waited: (duration: string) => `waiting ${duration} in business hours`,
    byAgent: (name: string) => `for ${name}`,
    unassigned: 'unassigned',
    fetchFailed: 'Failed to load what needs attention',
    /** A pile that holds more than it shows (issue 33): the link to the list that holds them all. */
    seeAll: 'See all',
    seeAllLabel: (total: number, pile: string) => `See all ${numberFormat().format(total)}: ${pile}`,
  },
} as const;
