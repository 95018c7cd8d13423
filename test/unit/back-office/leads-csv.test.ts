import { describe, expect, it } from 'vitest';
import type { Lead } from '../../../functions/src/data/repositories/leads';
import {
  csvField,
  LEAD_CSV_COLUMNS,
  leadCsvRow,
  leadsCsv,
  leadsCsvHeader,
} from '../../../functions/src/services/back-office/leads-csv';
import { leadRecord } from '../web/support/fixtures';

/** A new rate quote from the calculator, assigned to agent-1. */
const lead = (fields: Partial<Lead> = {}): Lead =>
  leadRecord({
    id: 'lead-1',
    client_name: 'Jamie Test',
    client_email: 'jamie@example.com',
    type: 'rate_quote',
    source: 'mortgage_calculator',
    metadata: {
      price: 600_000,
      downPayment: 60_000,
      location: 'Ontario',
      amortization: 25,
      calculations: { monthlyPayment: 2_850.12, totalMortgage: 561_600, cmhcInsurance: 21_600 },
    },
    updated_at: null,
    ...fields,
  });

describe('CSV fields (RFC 4180, formula-safe)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1 416 555 0100', "'+1 416 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Émilie Côté', 'Émilie Côté'],
    [null, ''],
    [undefined, ''],
    [-5, '-5'],
    [3.94, '3.94'],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('the leads export', () => {
  it('starts with a BOM and a header row, ends rows with CRLF, one row per lead with its agent name', () => {
    const csv = leadsCsv(
      [lead(), lead({ id: 'lead-2', agent_id: null, client_name: '=cmd|calc' })],
      new Map([['agent-1', 'Sarah Chen']]),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      'lead-1,2026-11-20T15:00:00.000Z,new,rate_quote,mortgage_calculator,Sarah Chen,Jamie Test,jamie@example.com,,,,,600000,60000,Ontario,25,2850.12,561600,en',
    );
    expect(lines[2]).toContain(",'=cmd|calc,");
    expect(lines[2]).toContain('mortgage_calculator,,');
  });

  it('ends each row with the lead’s language: fr for a French lead, en for an English one or one from before', () => {
    const csv = leadsCsv(
      [lead({ language: 'fr' }), lead({ id: 'lead-2', language: 'en' }), lead({ id: 'lead-3' })],
      new Map(),
    );
    const [header, ...rows] = csv.slice(1).split('\r\n');
    expect(header!.endsWith(',language')).toBe(true);
    expect(rows.slice(0, 3).map((row) => row.split(',').at(-1))).toEqual(['fr', 'en', 'en']);
  });

  it('comes as a header and rows with their line ends, which an export job writes a page at a time (ADR 093)', () => {
    const names = new Map([['agent-1', 'Sarah Chen']]);
    const rows = [
      lead(),
      lead({ id: 'lead-2', message: 'two\r\nlines' }),
      lead({ id: 'lead-3', agent_id: null }),
    ];
    expect(leadsCsvHeader()).toBe(`\uFEFF${LEAD_CSV_COLUMNS.join(',')}\r\n`);
    // Each row ends with its CRLF, so rows written apart make the same file.
    expect(rows.map((row) => leadCsvRow(row, names)).every((row) => row.endsWith('\r\n'))).toBe(true);
    expect(leadCsvRow(rows[2]!, names)).toContain('mortgage_calculator,,Jamie Test');
    expect(
      leadCsvRow(rows[1]!, names).endsWith('"two\r\nlines",,,600000,60000,Ontario,25,2850.12,561600,en\r\n'),
    ).toBe(true);
    expect(leadsCsv([], names)).toBe(leadsCsvHeader());
  });

  it('leaves the figures of a name-and-e-mail-only quote empty, not 0 (issue 35)', () => {
    const bare = lead({
      metadata: {
        price: 0,
        downPayment: 0,
        location: 'Ontario',
        amortization: 25,
        calculations: { monthlyPayment: 0, totalMortgage: 0, cmhcInsurance: 0 },
      },
    });
    expect(leadCsvRow(bare, new Map()).endsWith(',,,,Ontario,25,,,en\r\n')).toBe(true);
    // A price without a down payment: the price and its calculations, the down payment empty.
    const noDown = lead({
      metadata: {
        price: 500_000,
        downPayment: 0,
        calculations: { monthlyPayment: 2_900, totalMortgage: 520_000, cmhcInsurance: 20_000 },
      },
    });
    expect(leadCsvRow(noDown, new Map()).endsWith(',500000,,,,2900,520000,en\r\n')).toBe(true);
  });
});
