import { readFile } from 'node:fs/promises';
import {
  adminMessages,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TYPES,
  type Lead,
  staffMessages,
} from '@maplestone/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_CSV_COLUMNS } from '../../functions/src/services/back-office/leads-csv';
import { importCountedLeads } from '../../functions/src/services/lead-import';
import { countersSettled } from '../support/counters';
import { api, signIn as signInApi } from '../support/http';
import { signIn, toastShown } from './support/back-office';
import { openPage, siteUrl, useBrowser } from './support/browser';

/**
 * The leads panel at a brokerage's size (issue 33): 2,000 leads over three years in the stack's table, for
 * Sarah Chen, Marc Tremblay and no one, of every type, source and status. The super admin pages through them,
 * searches, filters, opens a lead from a later page and exports what the filters select, watching the export's
 * progress until its file downloads. The leads are written as an import writes them (already counted and
 * e-mailed: importCountedLeads), so neither the counters' consumer nor the CRM e-mail acts on them. They stay
 * for the suites that run after this one: all older than a day (the others' own leads stay at the top of every
 * list and in the landing's fresh pile), with names, e-mails and phones no other suite uses.
 */
const ctx = useBrowser();
const l = staffMessages.leads;
const t = staffMessages.dataTable;
const m = adminMessages.leads;
const LEADS = 2_000;
/** How long the URL may take to follow the search box: its debounce, then the navigation (a busy machine's). */
const URL_FOLLOWS = { timeout: 10_000 };
const AGENTS = ['agent-sarah-chen', 'agent-marc-tremblay', null] as const;
const DAY = 86_400_000;
const NOW = Date.now();
const SPAN = 3 * 365 * DAY;
const FIRST = [
  'Aurélie',
  'Bastien',
  'Céline',
  'Dmitri',
  'Esther',
  'Fatima',
  'Gareth',
  'Inès',
  'Jonah',
  'Kenji',
];
const LAST = ['Abernathy', 'Beaulieu', 'Castellanos', 'Desrosiers', 'Eriksen', 'Fairweather', 'Gallant'];

/** The person the search finds: two leads two years apart under one e-mail and phone, and a namesake. */
const ZEPHYRINE = {
  name: 'Zéphyrine Aubertin',
  email: 'zephyrine.aubertin@scale.example',
  phone: '(709) 555-0142',
};
const NAMESAKE = 'zephyrine Lachance-Okafor';

/** A deterministic sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The leads, newest first: one every 13 hours back from yesterday, as the API would have written them. */
function scaleLeads(): Lead[] {
  const next = random(33);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: LEADS }, (_, i) => {
    const created = NOW - DAY - Math.floor((i * SPAN) / LEADS);
    const status = pick(LEAD_STATUSES);
    const special = i === 300 || i === 1_700 ? ZEPHYRINE : null;
    return {
      id: `scale-e2e-${String(i).padStart(5, '0')}`,
      agent_id: AGENTS[i % 3]!,
      client_name: special?.name ?? (i === 1_000 ? NAMESAKE : `${pick(FIRST)} ${pick(LAST)}`),
      client_email: special?.email ?? `client${i}@scale.example`,
      client_phone: special?.phone ?? (i % 5 === 0 ? null : `(905) 555-${String(i).padStart(4, '0')}`),
      type: pick(LEAD_TYPES),
      source: pick(LEAD_SOURCES),
      status,
      message: `Looking at my options (${i}).`,
      notes: null,
      metadata: null,
      created_at: new Date(created).toISOString(),
      updated_at: null,
      first_contacted_at: status === 'new' ? null : new Date(created + 3_600_000).toISOString(),
    };
  });
}

const seeded = scaleLeads();
const count = (keep: (lead: Lead) => boolean) => seeded.filter(keep).length;
/** The list's totals before this file's leads were written (other suites' leads), by filter. */
const before = { all: 0, contacted: 0, contactedSarah: 0 };

beforeAll(async () => {
  // Every lead the other suites wrote is counted first, so the totals read now stay true.
  await countersSettled();
  const token = await signInApi('superadmin@example.com');
  const total = async (query: string) => {
    const page = await api<{ total: number }>('GET', `/api/admin/leads?limit=1${query}`, { token });
    expect(page.status).toBe(200);
    return page.body.total;
  };
  before.all = await total('');
  before.contacted = await total('&status=contacted');
  before.contactedSarah = await total('&status=contacted&agent=agent-sarah-chen');
  for (let i = 0; i < seeded.length; i += 500) await importCountedLeads(seeded.slice(i, i + 500));
}, 300_000);

/** The leads table (the panel's own: the landing has none) and its rows, the header row aside. */
const leadsTable = (page: Page) => page.getByRole('table', { name: adminMessages.tabs.leads, exact: true });
const bodyRows = (page: Page) => leadsTable(page).locator('tbody tr');
/** Waits until the pager under the table says `text` ("1–25 of 3,012", "Page 1 of 121"). */
const pagerSays = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The rows shown once their page has loaded (no skeleton): what `read` reads of each. */
async function shown(page: Page, read: (page: Page) => Promise<string[]>): Promise<string[]> {
  await expect.poll(() => leadsTable(page).getAttribute('aria-busy')).toBeNull();
  return read(page);
}
/** Each row shown as it reads (name, agent, e-mail, phone, type, source, date, status). */
const rowsShown = (page: Page) => shown(page, (p) => bodyRows(p).allInnerTexts());
/** The client names of the rows shown. */
const namesShown = (page: Page) =>
  shown(page, (p) =>
    bodyRows(p)
      .getByRole('button', { name: /^View details/ })
      .allTextContents(),
  );
/** The client e-mails of the rows shown (each of this file's leads has its own, Zéphyrine's aside). */
const emailsShown = (page: Page) =>
  shown(page, (p) => bodyRows(p).locator('a[href^="mailto:"]').allTextContents());

/**
 * Records every text the export's status line takes from now on (an observer in the page, so a state shown
 * for a moment is seen too); the returned function reads them, in order, empty ones left out.
 */
async function watchExportStatus(page: Page): Promise<() => Promise<string[]>> {
  const line = page.getByRole('button', { name: m.exportCsv }).locator('xpath=..').getByRole('status');
  await line.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { exportStatus: string[] }).exportStatus = seen;
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(element, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { exportStatus: string[] }).exportStatus);
}

/** The records of a CSV file, each its fields (RFC 4180: a quoted field may hold a comma or a line break). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

describe('leads at scale', () => {
  it('the super admin pages, searches and filters 2,000 leads, opens one from a later page, and exports the filter', async () => {
    const all = before.all + LEADS;
    const contacted = before.contacted + count((lead) => lead.status === 'contacted');
    const contactedSarah =
      before.contactedSarah +
      count((lead) => lead.status === 'contacted' && lead.agent_id === 'agent-sarah-chen');

    const { page, context, errors } = await openPage(ctx.browser, '/');
    try {
      await signIn(page, 'superadmin@example.com', '/super-admin', { landing: '/super-admin/attention' });
      await page
        .getByRole('navigation', { name: 'Super Admin' })
        .getByRole('link', { name: adminMessages.tabs.leads, exact: true })
        .click();
      await page.waitForURL(siteUrl('/super-admin/leads'));

      // The first page: 25 rows, newest first, and the total the counters give.
      await pagerSays(page, t.rowsOf(1, 25, all));
      await pagerSays(page, t.page(1, Math.ceil(all / 25)));
      const first = await rowsShown(page);
      expect(first).toHaveLength(25);

      // Forward two pages, back one, then to the first: each page its own rows, the URL saying where.
      await page.getByRole('button', { name: t.nextPage }).click();
      await pagerSays(page, t.rowsOf(26, 50, all));
      expect(param(page, 'leads_page')).toBe('2');
      expect(param(page, 'leads_cursor')).toBeTruthy();
      const second = await rowsShown(page);
      expect(second.filter((row) => first.includes(row))).toEqual([]);
      await page.getByRole('button', { name: t.nextPage }).click();
      await pagerSays(page, t.rowsOf(51, 75, all));
      expect(param(page, 'leads_page')).toBe('3');
      const third = await rowsShown(page);
      expect(third.filter((row) => first.includes(row) || second.includes(row))).toEqual([]);
      await page.getByRole('button', { name: t.previousPage }).click();
      await pagerSays(page, t.rowsOf(26, 50, all));
      expect(param(page, 'leads_page')).toBe('2');
      expect(await rowsShown(page)).toEqual(second);
      await page.getByRole('button', { name: t.firstPage }).click();
      await pagerSays(page, t.rowsOf(1, 25, all));
      expect(param(page, 'leads_page')).toBeNull();
      expect(param(page, 'leads_cursor')).toBeNull();
      expect(await rowsShown(page)).toEqual(first);

      // Search: by the start of a name (case and accents ignored), by an e-mail, by a phone written otherwise.
      const search = page.getByRole('searchbox', { name: m.search });
      const searchFor = async (text: string, names: string[]) => {
        await search.fill(text);
        await expect.poll(() => param(page, 'leads_q'), URL_FOLLOWS).toBe(text);
        await expect
          .poll(async () => (await namesShown(page)).sort(), URL_FOLLOWS)
          .toEqual([...names].sort());
        await pagerSays(page, t.rowsOf(1, names.length, names.length));
      };
      await searchFor('ZEPHYR', [ZEPHYRINE.name, ZEPHYRINE.name, NAMESAKE]);
      await searchFor(ZEPHYRINE.email.toUpperCase(), [ZEPHYRINE.name, ZEPHYRINE.name]);
      await searchFor('+1 709.555.0142', [ZEPHYRINE.name, ZEPHYRINE.name]);
      // No longer "contains": the middle of a name finds nothing.
      await search.fill('Aubertin');
      await expect.poll(() => param(page, 'leads_q'), URL_FOLLOWS).toBe('Aubertin');
      await page.getByText(t.noMatches).waitFor();
      await search.fill('');
      await expect.poll(() => param(page, 'leads_q'), URL_FOLLOWS).toBeNull();
      await pagerSays(page, t.rowsOf(1, 25, all));

      // Filters: by status, then by agent too; back to the first page each time, with their totals.
      await page.getByRole('combobox', { name: l.columns.status, exact: true }).selectOption('contacted');
      await pagerSays(page, t.rowsOf(1, 25, contacted));
      expect(param(page, 'leads_status')).toBe('contacted');
      await page
        .getByRole('combobox', { name: l.columns.agent, exact: true })
        .selectOption({ label: 'Sarah Chen' });
      await pagerSays(page, t.rowsOf(1, 25, contactedSarah));
      expect(param(page, 'leads_agent')).toBe('agent-sarah-chen');

      // A lead from a later page of the filter opens by its id (?lead=), the page kept behind it.
      await page.getByRole('button', { name: t.nextPage }).click();
      await pagerSays(page, t.rowsOf(26, 50, contactedSarah));
      await page.getByRole('button', { name: t.nextPage }).click();
      await pagerSays(page, t.rowsOf(51, 75, contactedSarah));
      for (const row of await bodyRows(page).all()) {
        await expect(row.textContent()).resolves.toContain('Sarah Chen');
        await expect(row.getByRole('combobox').inputValue()).resolves.toBe('contacted');
      }
      const [email] = (await emailsShown(page)).slice(7);
      const lead = seeded.find((candidate) => candidate.client_email === email)!;
      expect(lead, `${email} is one of this file's leads`).toBeDefined();
      await bodyRows(page)
        .getByRole('button', { name: l.viewDetails(lead.client_name) })
        .nth(0)
        .click();
      const dialog = page.getByRole('dialog', { name: lead.client_name });
      await dialog.getByText(lead.message!).waitFor();
      expect(param(page, 'lead')).toBe(lead.id);
      expect(param(page, 'leads_page')).toBe('3');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The export of what the filters select: its progress, then its file, as many rows as the list's total.
      const progress = await watchExportStatus(page);
      await page.getByRole('button', { name: m.exportCsv }).click();
      await page.getByText(m.exportReady(contactedSarah)).waitFor({ timeout: 60_000 });
      await toastShown(page, m.exported);
      const seen = await progress();
      expect(seen[0]).toBe(m.exportProgress(0));
      expect(seen.at(-1)).toBe(m.exportReady(contactedSarah));
      const written = seen
        .slice(0, -1)
        .map((text) => Number(/([\d,]+) rows? written/.exec(text)![1]!.replace(/,/g, '')));
      expect(written).toEqual([...written].sort((a, b) => a - b));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: m.downloadCsv }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = csvRecords((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''));
      expect(csv[0]).toEqual([...LEAD_CSV_COLUMNS]);
      const rows = csv.slice(1);
      expect(rows).toHaveLength(contactedSarah);
      const column = (name: (typeof LEAD_CSV_COLUMNS)[number]) => LEAD_CSV_COLUMNS.indexOf(name);
      expect(new Set(rows.map((row) => `${row[column('status')]}, ${row[column('agent_name')]}`))).toEqual(
        new Set(['contacted, Sarah Chen']),
      );
      expect(rows.map((row) => row[column('id')])).toContain(lead.id);
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
