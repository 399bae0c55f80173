import { MEMBERSHIP_API } from '@edma/contract/membership';
import { useId } from 'react';
import { useApiMutation } from '@web/api/use-api.ts';
import { CheckboxField } from '@web/ui/checkbox-field.tsx';

/** The caller's own choice of the weekly summary email. */
export function SummaryWish({
  weekly,
  onChanged,
  onRefused,
}: {
  weekly: boolean;
  onChanged(message: string): void;
  onRefused(error: unknown): void;
}) {
  const id = useId();
  const save = useApiMutation(MEMBERSHIP_API.summary, { invalidates: [MEMBERSHIP_API.settings] });
  return (
    <div className="membership-summary-wish">
      <CheckboxField
        id={id}
        label="Email me a summary every Monday (to confirm, due, lapsed, unmatched bank lines)"
        checked={weekly}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ weekly: e.target.checked }, { onSuccess: (a) => onChanged(a.message ?? ''), onError: onRefused })}
      />
    </div>
  );
}
