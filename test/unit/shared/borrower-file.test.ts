import {
  canSubmit,
  coversHistory,
  type DocumentsState,
  fileProgress,
  fintracRetainUntil,
  isDocumentsComplete,
  isSectionComplete,
  maskDocumentNumber,
  missingForSubmission,
  STAGE_ORDER,
  STANDARD_DOCUMENTS,
  stageMoveRefusal,
  yearsBefore,
} from '@maplestone/shared/borrower-file';
import {
  CONSENT_WORDINGS,
  DOCUMENT_TYPES,
  fintracRecordRequestSchema,
  type PersonalSections,
  SECTION_SCHEMAS,
  type SharedSections,
  stageRequestSchema,
} from '@maplestone/shared/schemas/borrower-file';
import { describe, expect, it } from 'vitest';

/** The borrower's file (issue 38, ADR 118): the pure rules, at a reference day. */

const TODAY = '2026-11-23';

const address = (from: string, to: string | null) => ({
  street: '12 King St W',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5V 2T6',
  from,
  to,
  status: 'rent',
});
const job = (from: string, to: string | null) => ({
  employer: 'Acme Ltd',
  title: 'Analyst',
  type: 'full_time',
  from,
  to,
});

describe('coversHistory: three years back from today, no gap over 31 days', () => {
  const cases: [string, { from: string; to: string | null }[], boolean][] = [
    ['one current period from before three years ago', [{ from: '2020-01-01', to: null }], true],
    ['one current period starting exactly three years ago', [{ from: '2023-11-23', to: null }], true],
    ['one current period starting a day short of three years', [{ from: '2023-11-24', to: null }], false],
    ['nothing', [], false],
    [
      'two periods with a 31-day gap',
      [
        { from: '2020-01-01', to: '2024-05-01' },
        { from: '2024-06-01', to: null },
      ],
      true,
    ],
    [
      'two periods with a 32-day gap',
      [
        { from: '2020-01-01', to: '2024-05-01' },
        { from: '2024-06-02', to: null },
      ],
      false,
    ],
    [
      'overlapping periods, given in any order',
      [
        { from: '2025-01-01', to: null },
        { from: '2020-01-01', to: '2025-03-01' },
      ],
      true,
    ],
    [
      'a short period inside a long one does not cut the cover',
      [
        { from: '2020-01-01', to: '2026-01-01' },
        { from: '2022-01-01', to: '2022-02-01' },
        { from: '2026-01-15', to: null },
      ],
      true,
    ],
    ['ended 31 days before today, nothing after', [{ from: '2020-01-01', to: '2026-10-23' }], true],
    ['ended 32 days before today, nothing after', [{ from: '2020-01-01', to: '2026-10-22' }], false],
  ];
  it.each(cases)('%s', (_name, periods, expected) => {
    expect(coversHistory(periods, TODAY)).toBe(expected);
  });

  it('takes 29 February back to 28 February', () => {
    expect(yearsBefore('2028-02-29', 3)).toBe('2025-02-28');
    expect(yearsBefore(TODAY, 3)).toBe('2023-11-23');
  });
});

describe('isSectionComplete', () => {
  const cases: [string, Parameters<typeof isSectionComplete>[0], unknown, boolean][] = [
    ['not saved', 'personal', undefined, false],
    [
      'personal, valid',
      'personal',
      {
        first_name: 'Jane',
        last_name: 'Doe',
        date_of_birth: '1990-04-01',
        phone: '416-555-0199',
        marital_status: 'married',
        dependants: 1,
      },
      true,
    ],
    ['personal, a field missing', 'personal', { first_name: 'Jane' }, false],
    ['addresses covering three years', 'addresses', [address('2019-06-01', null)], true],
    ['addresses covering two years', 'addresses', [address('2024-06-01', null)], false],
    [
      'addresses with a gap',
      'addresses',
      [address('2019-06-01', '2024-01-01'), address('2024-03-01', null)],
      false,
    ],
    ['employment covering three years', 'employment', [job('2018-01-01', null)], true],
    ['employment: one year', 'employment', [job('2025-11-01', null)], false],
    [
      'employment: retired covers the years without an employer',
      'employment',
      [job('2010-01-01', '2024-12-31'), { type: 'retired', employer: null, from: '2025-01-01', to: null }],
      true,
    ],
    ['income needs a line', 'income', [], false],
    ['income with a line', 'income', [{ type: 'salary', annual_amount: 85_000, description: null }], true],
    ['liabilities: none is an answer', 'liabilities', [], true],
    ['assets: none is an answer', 'assets', [], true],
    ['properties: none is an answer', 'properties', [], true],
    [
      'down payment: a gift without its donor',
      'down_payment',
      { amount: 50_000, sources: [{ type: 'gift', amount: 50_000 }] },
      false,
    ],
    [
      'down payment: a gift naming its donor',
      'down_payment',
      {
        amount: 50_000,
        sources: [{ type: 'gift', amount: 50_000, donor_name: 'Pat Doe', donor_relationship: 'Parent' }],
      },
      true,
    ],
    [
      'mortgage',
      'mortgage',
      {
        amount: 450_000,
        amortization_years: 25,
        term_years: 5,
        rate_type: 'fixed',
        closing_date: '2027-03-01',
      },
      true,
    ],
  ];
  it.each(cases)('%s', (_name, section, value, expected) => {
    expect(isSectionComplete(section, value, TODAY)).toBe(expected);
  });
});

describe('the section schemas', () => {
  it('caps every list: 11 addresses, 11 income lines and 7 down-payment sources are refused', () => {
    expect(SECTION_SCHEMAS.addresses.safeParse(Array(11).fill(address('2020-01-01', null))).success).toBe(
      false,
    );
    expect(SECTION_SCHEMAS.addresses.safeParse(Array(10).fill(address('2020-01-01', null))).success).toBe(
      true,
    );
    const line = { type: 'salary', annual_amount: 1, description: null };
    expect(SECTION_SCHEMAS.income.safeParse(Array(11).fill(line)).success).toBe(false);
    const source = { type: 'savings', amount: 1 };
    expect(
      SECTION_SCHEMAS.down_payment.safeParse({ amount: 7, sources: Array(7).fill(source) }).success,
    ).toBe(false);
  });

  it('refuses unknown fields and a period ending before it starts', () => {
    expect(SECTION_SCHEMAS.mortgage.safeParse({ amount: 1, sin: '046 454 286' }).success).toBe(false);
    const result = SECTION_SCHEMAS.addresses.safeParse([address('2024-01-01', '2023-01-01')]);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['0.to']);
  });

  it('checks a Canadian postal code, not one abroad', () => {
    const abroad = {
      ...address('2020-01-01', '2024-01-01'),
      province: 'outside_canada',
      postal_code: '75001',
    };
    expect(SECTION_SCHEMAS.addresses.safeParse([abroad]).success).toBe(true);
    expect(SECTION_SCHEMAS.addresses.safeParse([{ ...abroad, province: 'QC' }]).success).toBe(false);
  });

  it('asks a reason of a lost file', () => {
    expect(stageRequestSchema.safeParse({ stage: 'lost' }).success).toBe(false);
    expect(stageRequestSchema.safeParse({ stage: 'lost', reason: 'Went with their bank' }).success).toBe(
      true,
    );
    expect(stageRequestSchema.safeParse({ stage: 'approved' }).success).toBe(true);
    expect(stageRequestSchema.safeParse({ stage: 'lost', reason: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('fileProgress and missingForSubmission', () => {
  const personal: PersonalSections = {
    personal: {
      first_name: 'Jane',
      last_name: 'Doe',
      date_of_birth: '1990-04-01',
      phone: '416-555-0199',
      marital_status: 'single',
      dependants: 0,
    },
    addresses: SECTION_SCHEMAS.addresses.parse([address('2015-01-01', null)]),
    employment: SECTION_SCHEMAS.employment.parse([job('2015-01-01', null)]),
    income: [{ type: 'salary', annual_amount: 90_000, description: null }],
    assets: [],
    liabilities: [],
  };
  const shared: SharedSections = {
    properties: [],
    subject_property: {
      address: '1 Main St',
      city: 'Ottawa',
      province: 'ON',
      property_type: 'condo',
      occupancy: 'owner',
      purchase_price: 500_000,
    },
    down_payment: {
      amount: 100_000,
      sources: [{ type: 'savings', amount: 100_000, donor_name: null, donor_relationship: null }],
    },
    mortgage: {
      amount: 400_000,
      amortization_years: 25,
      term_years: 5,
      rate_type: 'fixed',
      closing_date: '2027-01-15',
    },
  };
  const consents = (applicantId: string, version = '2026-11') => [
    { kind: 'credit_check' as const, version, applicant_id: applicantId },
    { kind: 'broker_disclosure' as const, version, applicant_id: applicantId },
  ];

  it('counts ten sections, personal first', () => {
    expect(fileProgress({}, {}, TODAY)).toMatchObject({ done: 0, total: 10 });
    const progress = fileProgress(personal, shared, TODAY);
    expect(progress).toMatchObject({ done: 10, total: 10 });
    expect(progress.sections.map((line) => `${line.section}:${line.scope}`).slice(0, 1)).toEqual([
      'personal:applicant',
    ]);
    expect(progress.sections.at(-1)).toEqual({ section: 'mortgage', scope: 'file', complete: true });
  });

  it('may be submitted when every applicant is complete and has signed both current consents', () => {
    const file = {
      applicants: [{ id: 'a1' }],
      applicantSections: { a1: personal },
      sections: shared,
      consents: consents('a1'),
    };
    expect(missingForSubmission(file, TODAY)).toEqual([]);
    expect(canSubmit(file, TODAY)).toBe(true);
  });

  it('names what is missing: a co-applicant’s sections, an old consent version, a shared section', () => {
    const file = {
      applicants: [{ id: 'a1' }, { id: 'a2' }],
      applicantSections: { a1: personal, a2: { ...personal, income: [] } },
      sections: { ...shared, mortgage: undefined },
      consents: [...consents('a1'), ...consents('a2', '2025-01')],
    };
    expect(missingForSubmission(file, TODAY)).toEqual([
      { applicant_id: 'a2', section: 'income', consent: null },
      { applicant_id: 'a2', section: null, consent: 'credit_check' },
      { applicant_id: 'a2', section: null, consent: 'broker_disclosure' },
      { applicant_id: null, section: 'mortgage', consent: null },
    ]);
    expect(canSubmit(file, TODAY)).toBe(false);
  });
});

describe('isDocumentsComplete', () => {
  const base: DocumentsState = {
    submitted_at: '2026-11-20T15:00:00.000Z',
    applicants: [{ id: 'a1' }, { id: 'a2' }],
    checklist: [{ status: 'accepted' }, { status: 'accepted' }],
    fintrac: { a1: { verified_on: '2026-11-21' }, a2: { verified_on: '2026-11-21' } },
  };
  const cases: [string, Partial<DocumentsState>, boolean][] = [
    ['submitted, all accepted, every identity verified', {}, true],
    ['not submitted', { submitted_at: null }, false],
    [
      'an item uploaded, not yet accepted',
      { checklist: [{ status: 'accepted' }, { status: 'uploaded' }] },
      false,
    ],
    ['an item refused', { checklist: [{ status: 'refused' }] }, false],
    ['a co-applicant not verified', { fintrac: { a1: { verified_on: '2026-11-21' } } }, false],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(isDocumentsComplete({ ...base, ...change })).toBe(expected);
  });
});

describe('stages', () => {
  it('orders the stages forward with lost apart', () => {
    expect(STAGE_ORDER).toEqual([
      'lead',
      'application_started',
      'application_submitted',
      'documents_complete',
      'sent_to_lender',
      'approved',
      'funded',
    ]);
  });

  const cases: [string, Parameters<typeof stageMoveRefusal>, ReturnType<typeof stageMoveRefusal>][] = [
    ['forward', ['documents_complete', 'sent_to_lender', { documentsComplete: true, reason: null }], null],
    ['back', ['approved', 'application_started', { documentsComplete: false, reason: null }], null],
    ['to the same stage', ['approved', 'approved', { documentsComplete: true, reason: null }], 'same_stage'],
    [
      'lost without a reason',
      ['approved', 'lost', { documentsComplete: true, reason: null }],
      'reason_required',
    ],
    ['lost with a reason', ['approved', 'lost', { documentsComplete: true, reason: 'Bank' }], null],
    [
      'documents complete by hand while incomplete',
      ['application_submitted', 'documents_complete', { documentsComplete: false, reason: null }],
      'documents_incomplete',
    ],
    [
      'documents complete by hand when complete',
      ['application_submitted', 'documents_complete', { documentsComplete: true, reason: null }],
      null,
    ],
    [
      'reopening a lost file',
      ['lost', 'application_started', { documentsComplete: false, reason: null }],
      null,
    ],
  ];
  it.each(cases)('%s', (_name, args, expected) => {
    expect(stageMoveRefusal(...args)).toBe(expected);
  });
});

describe('the checklist and the FINTRAC record', () => {
  it('lists the twelve standard documents, each once, per applicant or for the file', () => {
    expect(STANDARD_DOCUMENTS).toHaveLength(12);
    expect(new Set(STANDARD_DOCUMENTS.map((doc) => doc.type)).size).toBe(12);
    expect(DOCUMENT_TYPES.filter((type) => type !== 'custom').sort()).toEqual(
      STANDARD_DOCUMENTS.map((doc) => doc.type).sort(),
    );
    expect(STANDARD_DOCUMENTS.filter((doc) => doc.scope === 'applicant').map((doc) => doc.type)).toEqual([
      'photo_id',
      't4',
      'notice_of_assessment',
      'pay_stub',
      'employment_letter',
    ]);
  });

  it.each([
    ['D1234-56789-01234', '•••••234'],
    ['AB 123456', '•••••456'],
    ['1234', '•••••'],
    ['', '•••••'],
  ])('masks %s as %s', (number, masked) => {
    expect(maskDocumentNumber(number)).toBe(masked);
  });

  it('keeps the record five years from the verification', () => {
    expect(fintracRetainUntil('2026-11-23')).toBe('2031-11-23');
    expect(fintracRetainUntil('2028-02-29')).toBe('2033-03-01');
  });

  it('asks why of a rating above low, and details of a third party', () => {
    const record = {
      method: 'photo_id',
      document_type: 'Driver’s licence',
      document_number: 'D1234-56789-01234',
      jurisdiction: 'ON',
      expiry_date: '2029-04-01',
      verified_on: '2026-11-23',
      pep_determination: { is_pep: false, is_hio: false, determined_on: '2026-11-23' },
      third_party: { is_acting_for_third_party: false, details: null },
      risk_rating: 'low',
      risk_reasons: [],
    };
    expect(fintracRecordRequestSchema.safeParse(record).success).toBe(true);
    expect(fintracRecordRequestSchema.safeParse({ ...record, risk_rating: 'high' }).success).toBe(false);
    expect(
      fintracRecordRequestSchema.safeParse({ ...record, third_party: { is_acting_for_third_party: true } })
        .success,
    ).toBe(false);
  });

  it('has each consent wording in both languages with its version', () => {
    for (const wording of Object.values(CONSENT_WORDINGS)) {
      expect(wording.version).toMatch(/^\d{4}-\d{2}$/);
      expect(wording.en.length).toBeGreaterThan(100);
      expect(wording.fr.length).toBeGreaterThan(100);
    }
  });
});
