import {
  brand,
  copyrightLine,
  DOCUMENT_CONTENT_TYPES,
  dashboardMessages,
  documentTypeFor,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TYPES,
  lenderCategory,
  MORTGAGE_TYPES,
  redirectForRole,
  roleFromGroups,
  safeFileName,
  staffMessages,
  telHref,
  UPLOAD_RULES,
  uploadKey,
  uploadProblem,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { peopleContactWords } from '@maplestone/shared/i18n/en/people';
import { ratesCommonWords } from '@maplestone/shared/i18n/en/rates';
import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../support/english';

describe('roles', () => {
  it.each([
    [['agent', 'super_admin'], 'super_admin'],
    [['agent', 'admin'], 'admin'],
    [['agent'], 'agent'],
    [[], 'customer'],
    [['somebody'], 'customer'],
    ['[super_admin agent]', 'super_admin'],
    [undefined, 'customer'],
  ] as const)('groups %j → %s', (groups, role) => {
    expect(roleFromGroups(groups as string[] | string | undefined)).toBe(role);
  });

  it.each([
    ['super_admin', '/super-admin'],
    ['admin', '/agent-dashboard'],
    ['agent', '/agent-dashboard'],
    ['customer', '/'],
    [undefined, '/'],
  ])('%s signs in to %s', (role, path) => {
    expect(redirectForRole(role)).toBe(path);
  });
});

describe('vocabularies', () => {
  it('match the specs', () => {
    expect(LEAD_STATUSES).toEqual(['new', 'contacted', 'qualified', 'closed']);
    expect(LEAD_TYPES).toEqual(['rate_quote', 'refinance', 'application', 'contact']);
    // The spec's four, then issue 21's two calculator estimates (ADR 080).
    expect(LEAD_SOURCES).toEqual([
      'mortgage_calculator',
      'website',
      'contact_form',
      'AI Chatbot',
      'land_transfer_tax_calculator',
      'closing_costs_calculator',
    ]);
    expect(MORTGAGE_TYPES).toEqual(['Conventional', 'High-Ratio', 'Refinance']);
  });

  it('reads both lender type spellings as one category', () => {
    expect(lenderCategory('A Lender')).toBe('a_lender');
    expect(lenderCategory('a_lender')).toBe('a_lender');
    expect(lenderCategory('Alternate Lender')).toBe('alternate_lender');
    expect(lenderCategory('alternate_lender')).toBe('alternate_lender');
  });
});

describe('uploads', () => {
  it('allows images up to 5 MB for image kinds, and refuses SVG', () => {
    expect(uploadProblem('headshot', 'image/png', 5 * 1024 * 1024)).toBeNull();
    expect(uploadProblem('badge2', 'image/JPEG; charset=binary', 1000)).toBeNull();
    expect(uploadProblem('headshot', 'image/png', 5 * 1024 * 1024 + 1)).toBe('size');
    expect(uploadProblem('banner', 'application/pdf', 1000)).toBe('type');
    expect(uploadProblem('logo', 'image/svg+xml', 1000)).toBe('type');
    expect(uploadProblem('lender-logo', 'image/webp', 0)).toBe('size');
  });

  it('allows pdf, doc, docx and images up to 20 MB for documents', () => {
    for (const type of DOCUMENT_CONTENT_TYPES)
      expect(uploadProblem('document', type, 20 * 1024 * 1024)).toBeNull();
    expect(uploadProblem('document', 'application/zip', 1000)).toBe('type');
    expect(uploadProblem('document', 'application/pdf', 20 * 1024 * 1024 + 1)).toBe('size');
    expect(UPLOAD_RULES.document.accept).toContain('.docx');
  });

  it('types a document as certificate when the mime type contains pdf', () => {
    expect(documentTypeFor('application/pdf')).toBe('certificate');
    expect(documentTypeFor('application/x-PDF')).toBe('certificate');
    expect(documentTypeFor('image/png')).toBe('other');
  });

  it.each([
    ['My Résumé (final).pdf', 'My-Resume-final.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\photo.JPG', 'photo.JPG'],
    ['.hidden', 'hidden'],
    ['???', 'file'],
    ['', 'file'],
  ])('safeFileName(%j) → %s', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('keeps the extension when cutting long names, and builds the spec key', () => {
    const long = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(uploadKey('agent-1', 'a b.png', 1700000000000)).toBe('agent-1/1700000000000-a-b.png');
  });
});

describe('brand and messages', () => {
  it('carries the brokerage identity', () => {
    expect(brand.name).toBe('Maplestone Mortgage');
    expect(brand.tagline).toBe(
      'Connecting Canadians with the best mortgages from the right brokers for over 20 years',
    );
    expect(brand.licence).toBe('FSRA Licence #13472');
    expect(brand.office.street).toMatch(/Bay Street/);
    expect(telHref(brand.phone)).toBe('tel:+14165550134');
    expect(telHref(brand.tollFree)).toBe('tel:+18885550199');
    expect(copyrightLine(2025)).toBe('© 2025 Maplestone Mortgage. All rights reserved.');
  });

  it('holds the spec wordings', () => {
    expect(commonWords.required).toBe('Please fill in all required fields');
    expect(siteAuthWords.success).toBe('Login successful!');
    expect(ratesCommonWords.noFixedRates).toBe('No fixed rates available');
    expect(ratesCommonWords.noRates('variable')).toBe('No variable rates available');
    expect(staffMessages.blog.draftPending).toBe('Draft - Pending Approval');
    expect(dashboardMessages.slugTaken).toBe('This profile URL is already taken');
    expect(staffMessages.services.truncated).toBe(
      'Some fields were truncated to fit database limits (255 chars). Please shorten them to avoid data loss.',
    );
    expect(peopleContactWords.titleFor('Jane Doe')).toBe('Contact Jane Doe');
  });

  it('has no empty or padded string anywhere', () => {
    // The English catalogue, the spec's wordings with ours (ADR 115); these four of ours are fragments a page joins
    // to the words beside them, their spaces included.
    const fragments = new Set(['Best for: ', ' (iPhone and iPad)', ' (Android)', ': ']);
    const walk = (value: unknown): void => {
      if (typeof value === 'string') {
        expect(value.length).toBeGreaterThan(0);
        if (!fragments.has(value)) expect(value).toBe(value.trim());
      } else if (value && typeof value === 'object') {
        for (const inner of Object.values(value)) walk(inner);
      }
    };
    walk(ENGLISH);
  });
});
