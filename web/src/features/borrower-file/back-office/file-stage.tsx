import { STAGE_ORDER, stageIndex } from '@maplestone/shared/borrower-file';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import {
  type BrokerFile,
  FILE_STAGES,
  type FileStage,
  stageRequestSchema,
} from '@maplestone/shared/schemas/borrower-file';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { BusyButton, Field, FormDialog } from '../../../components/form';
import { LabelledSelect } from '../../../components/form/labelled-select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useMoveStage } from './api';
import { FileSection } from './file-section';
import { formatWhen } from './format';

const m = fileWords.stage;

/**
 * The file's stage: the stepper (lead → … → funded; lost shown apart, with its reason), the dates the borrower
 * submitted and the documents were complete, and "Move to…": any other stage, forward or back; lost asks why.
 */
export function FileStageSection({ leadId, file }: { leadId: string; file: BrokerFile }) {
  const move = useMoveStage(leadId);
  const [target, setTarget] = useState<FileStage | ''>('');
  const [lostOpen, setLostOpen] = useState(false);
  const options = FILE_STAGES.filter((stage) => stage !== file.stage).map((stage) => ({
    value: stage,
    label: m.labels[stage],
  }));

  const submit = () => {
    if (!target) return;
    if (target === 'lost') {
      setLostOpen(true);
      return;
    }
    move.mutate({ stage: target, reason: null }, { onSuccess: () => setTarget('') });
  };

  return (
    <FileSection id="file-stage" title={m.title}>
      <StageStepper stage={file.stage} />
      {file.stage === 'lost' ? (
        <p className="mt-3 rounded-lg bg-maple-50 px-3 py-2 text-sm font-medium text-maple-800 ring-1 ring-maple-200">
          {m.lostBecause(file.lost_reason ?? '')}
        </p>
      ) : null}
      <StageHistory history={file.stage_history} />
      <ul className="mt-3 space-y-1 text-sm text-slate-600">
        {file.submitted_at ? <li>{m.submittedOn(formatWhen(file.submitted_at))}</li> : null}
        {file.documents_complete_at ? (
          <li>{m.documentsCompleteOn(formatWhen(file.documents_complete_at))}</li>
        ) : null}
      </ul>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <LabelledSelect
          label={m.moveLabel}
          labelClassName="text-sm font-medium text-slate-800"
          value={target}
          onValueChange={(value) => setTarget(value as FileStage)}
          options={options}
          placeholder={m.moveTo}
          className="sm:w-64"
        />
        <BusyButton
          variant="outline"
          busy={move.isPending && !lostOpen}
          busyLabel={m.moving}
          disabled={!target}
          onClick={submit}
        >
          {m.move}
        </BusyButton>
      </div>
      <FormDialog
        open={lostOpen}
        onOpenChange={setLostOpen}
        title={m.lostTitle}
        description={m.lostText}
        schema={stageRequestSchema}
        defaultValues={{ stage: 'lost', reason: '' }}
        submitLabel={m.markLost}
        onSubmit={(body) => move.mutateAsync(body).then(() => setTarget(''))}
      >
        <Field name="reason" label={m.reason}>
          <Textarea rows={3} className="min-h-24" placeholder={m.reasonPlaceholder} />
        </Field>
      </FormDialog>
    </FileSection>
  );
}

/** Each change of stage, the latest first, with its reason (a lost file's), in a disclosure. */
function StageHistory({ history }: { history: BrokerFile['stage_history'] }) {
  if (history.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-navy-700 focus-visible:outline-2 focus-visible:outline-navy-500">
        {m.history}
      </summary>
      <ol className="mt-2 space-y-1 text-slate-700">
        {[...history].reverse().map((change) => (
          <li key={`${change.at}-${change.stage}`}>
            {m.historyEntry(m.labels[change.stage], formatWhen(change.at))}
            {change.reason ? <span className="text-slate-600"> · {change.reason}</span> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The stages forward as steps: done ones ticked, the current one marked; a lost file shows none current. */
function StageStepper({ stage }: { stage: FileStage }) {
  const current = stageIndex(stage);
  return (
    <ol aria-label={m.stepper} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-7">
      {STAGE_ORDER.map((step, index) => {
        const done = index < current;
        const isCurrent = index === current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm ring-1 lg:flex-col lg:items-start lg:gap-1.5',
              isCurrent
                ? 'bg-navy-800 font-semibold text-white ring-navy-800'
                : done
                  ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
                  : 'bg-white text-slate-600 ring-slate-200',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                isCurrent ? 'bg-white text-navy-900' : done ? 'bg-emerald-600 text-white' : 'bg-slate-100',
              )}
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
            <span>
              {m.labels[step]}
              {done ? <span className="sr-only"> ({m.done})</span> : null}
              {isCurrent ? <span className="sr-only"> ({m.current})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
