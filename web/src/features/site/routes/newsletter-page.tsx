import { commonWords } from '@maplestone/shared/i18n/en/common';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { siteNewsletterWords } from '@maplestone/shared/i18n/en/site';
import { widgetsWords } from '@maplestone/shared/i18n/en/widgets';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Loader2, Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PageIntro, Section } from '../../../components/ui/section';
import { failureMessage } from '../../../lib/api';
import { useLocale, useWords } from '../../../lib/i18n';
import { useRefusalText } from '../../../lib/refusal';
import { toast } from '../../../lib/toast';
import { subscribe } from '../api/newsletter';

// The request's schema loads only to explain a refusal on a French page.
const newsletterSchema = () =>
  import('@maplestone/shared/schemas/lead-requests').then((schemas) => schemas.newsletterRequestSchema);

/** /newsletter: e-mail and Subscribe, and what subscribers receive. */
export default function NewsletterPage() {
  const common = useWords('common', commonWords);
  const layout = useWords('layout', layoutWords);
  const w = useWords('site', 'newsletter', siteNewsletterWords);
  const widgets = useWords('widgets', widgetsWords);
  const refusalText = useRefusalText();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The address a confirmation link went to: the form says to look for it (double opt-in, ADR 095).
  const [asked, setAsked] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => subscribe(email.trim(), locale, website),
    onSuccess: () => {
      toast.success(w.checkInbox);
      setAsked(email.trim());
      setEmail('');
      setError(null);
    },
    onError: async (e) => {
      const refused = await refusalText(
        e,
        { email: email.trim(), language: locale, website },
        newsletterSchema,
      );
      const message = refused ?? failureMessage(e, common.unexpected, common.rateLimited);
      setError(message);
      toast.error(message);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      const message = email.trim() ? common.invalidEmail : common.required;
      setError(message);
      toast.error(message);
      return;
    }
    send.mutate();
  };

  return (
    <>
      <PageIntro eyebrow={layout.nav.contactUs} title={w.title} heading={w.heading} lead={w.lead} />
      <Section className="bg-slate-50">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-xl bg-navy-800 text-white">
              <Mail className="size-6" aria-hidden />
            </span>
            <h2 className="mt-5 font-display text-2xl font-bold text-navy-950">{w.formTitle}</h2>
            <form
              onSubmit={onSubmit}
              method="post"
              noValidate
              aria-label={w.formLabel}
              className="relative mt-6"
            >
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <Field label={w.email} error={error ?? undefined} className="min-w-0 flex-1">
                  <Input
                    type="email"
                    required
                    autoComplete="email"
                    placeholder={w.placeholder}
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                </Field>
                {/* Level with the input: below the label's line (20px) and its 6px gap. */}
                <Button
                  type="submit"
                  variant="accent"
                  disabled={send.isPending}
                  className="shrink-0 sm:mt-[26px] sm:min-w-32"
                >
                  {send.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                  {w.subscribe}
                </Button>
              </div>
              <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden>
                <label>
                  {widgets.website}
                  <input
                    tabIndex={-1}
                    autoComplete="off"
                    value={website}
                    onChange={(e) => setWebsite(e.target.value)}
                  />
                </label>
              </div>
              {asked ? (
                <p
                  role="status"
                  className="mt-4 font-medium text-emerald-800"
                  data-testid="newsletter-check-inbox"
                >
                  {w.checkInbox}
                </p>
              ) : null}
              <p className="mt-4 text-xs text-slate-500">{w.privacy}</p>
            </form>
          </div>
          <div>
            <h2 className="font-display text-2xl font-bold text-navy-950">{w.receiveTitle}</h2>
            <ul className="mt-6 space-y-4" data-testid="newsletter-benefits">
              {w.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-[17px] text-slate-800">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}
