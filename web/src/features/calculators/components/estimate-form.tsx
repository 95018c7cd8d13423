import {
  type EstimateInputValues,
  type EstimateLeadFormInput,
  purchaseCostMessages,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { CircleCheck, Lock, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import {
  ContactFields,
  Form,
  firstMessage,
  Honeypot,
  SubmitButton,
  useZodForm,
} from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useWords } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useLeadSubmission } from '../../../lib/use-lead-submission';
import { Panel } from './parts';

const useEstimateWords = () => useWords('purchaseCost', purchaseCostMessages).estimateLead;

// The schema (and zod) loads at the first validation, so the prerendered page hydrates without it (ADR 057).
const schemas = () => import('../api/estimate-lead');
const loadSchema = () => schemas().then((s) => s.estimateLeadFormSchema);

const DEFAULTS: EstimateLeadFormInput = { client_name: '', client_email: '', client_phone: '', website: '' };

/** The first problem in field order (what the toast says, in English), as the quote dialog does. */
function firstError(errors: FieldErrors<EstimateLeadFormInput>, fallback: string): string {
  const order = [errors.client_name, errors.client_email, errors.client_phone];
  return firstMessage(order, fallback);
}

/**
 * "Send me this estimate" (issue 21; ADR 080): name, e-mail and an optional phone, sent as a purchase quote
 * whose `estimate` is the calculator's inputs as they are at the click (the server works out the figures).
 * Nothing shows while `estimate` is null (no figure to send). Once stored, a confirmation replaces the
 * form, so another click cannot send it twice; "Send a different estimate" brings the form back.
 */
export function EstimateForm({ estimate }: { estimate: EstimateInputValues | null }) {
  const E = useEstimateWords();
  const common = useWords('common', commonWords);
  const form = useZodForm(loadSchema, { defaultValues: DEFAULTS });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The address as sent (parsed), for the confirmation: the hook's onSuccess is not given the body.
  const sending = useRef('');
  const send = useLeadSubmission({
    success: E.success,
    failed: E.failed,
    onSuccess: () => setSentTo(sending.current),
  });

  if (estimate === null && sentTo === null) return null;
  return (
    <Panel title={E.title}>
      {sentTo !== null ? (
        <Sent email={sentTo} onAgain={() => setSentTo(null)} />
      ) : (
        <Form
          form={form}
          onSubmit={async (values) => {
            if (estimate === null) return;
            // Already loaded by the validation that let these values through.
            const { toEstimateLeadRequest } = await schemas();
            sending.current = values.client_email;
            send.mutate(toEstimateLeadRequest(values, estimate));
          }}
          onInvalid={(invalid) => toast.error(firstError(invalid, common.required))}
          aria-label={E.title}
          className="relative space-y-4"
        >
          <p className="-mt-2 text-sm text-slate-600">{E.lead}</p>
          <ContactFields labels={{ name: E.name, email: E.email, phone: E.phone }} />
          <Honeypot field={form.register('website')} />
          <SubmitButton
            variant="accent"
            size="lg"
            className="w-full"
            pending={send.isPending}
            pendingLabel={common.submitting}
            icon={<Send className="size-4" aria-hidden />}
          >
            {E.submit}
          </SubmitButton>
          <p className="flex gap-2 text-xs text-slate-600">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {E.notice}
          </p>
        </Form>
      )}
    </Panel>
  );
}

/** The confirmation, focused when it appears so a keyboard or screen reader user lands on it. */
function Sent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const E = useEstimateWords();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role="status" className="space-y-3 outline-none" data-testid="estimate-sent">
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <CircleCheck className="size-5" aria-hidden />
        {E.sentTitle}
      </p>
      <p className="text-sm text-slate-700">{E.sent(email)}</p>
      <Button variant="link" size="sm" className="px-0" onClick={onAgain}>
        {E.sendAnother}
      </Button>
    </div>
  );
}
