import * as z from 'zod';
import { isLocale, type Locale } from '../i18n/locale';

/**
 * The language the visitor sent the form in (issue 20, ADR 085): its CRM e-mail is written in it. Anything else
 * reads as absent (English), like the page: a lead is never refused over it.
 */
export const leadLanguageSchema = z
  .unknown()
  .optional()
  .transform((value): Locale | undefined => (isLocale(value) ? value : undefined));
