import { PRIVACY_API, type PrivacySettings } from '@edma/contract/privacy';
import { Fragment, useId, useState } from 'react';
import { failureMessage, useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { QueryStatus } from '../../query-status.tsx';
import { useHeldConsoleRoles } from '../../console-roles.ts';
import { PrivacyNoticeEditor } from './privacy-notice-editor.tsx';

/**
 * "Privacy": who sees the directory, how long messages and lapsed families are kept (the committee's
 * alone), and the privacy notice, which the content role edits too (both audited).
 */
export function PrivacySection() {
  const committee = useHeldConsoleRoles().includes('committee');
  return (
    <section aria-labelledby="privacy-section-title">
      <h2 id="privacy-section-title">Privacy</h2>
      {committee && <DirectorySettings />}
      <PrivacyNoticeEditor />
    </section>
  );
}

/** Read only when shown: the API refuses the settings to anyone but the committee. */
function DirectorySettings() {
  const settings = useApiQuery(PRIVACY_API.settings, {});
  return (
    <>
      <QueryStatus query={settings} />
      {settings.data && <PrivacyForm key={JSON.stringify(settings.data.settings)} initial={settings.data.settings} />}
    </>
  );
}

type RetentionKey = keyof PrivacySettings['retention'];

/** How long each kind of record is kept, in months, in the form's order. */
const RETENTION_FIELDS: { key: RetentionKey; label: string; max: number }[] = [
  { key: 'contactMessageMonths', label: 'Delete contact messages and sent emails after (months)', max: 120 },
  { key: 'lapsedArchiveMonths', label: 'Archive lapsed families after (months)', max: 120 },
  { key: 'lapsedEraseMonths', label: 'Erase lapsed families after (months)', max: 240 },
];

function PrivacyForm({ initial }: { initial: PrivacySettings }) {
  const save = useApiMutation(PRIVACY_API.saveSettings, { invalidates: [PRIVACY_API.settings] });
  const [draft, setDraft] = useState(initial);
  const ids = {
    audience: useId(),
    contactMessageMonths: useId(),
    lapsedArchiveMonths: useId(),
    lapsedEraseMonths: useId(),
  };
  const months = (key: RetentionKey, value: string) => setDraft((d) => ({ ...d, retention: { ...d.retention, [key]: Number(value) } }));
  return (
    <form
      className="console-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <label htmlFor={ids.audience}>Who sees the family directory</label>
      <select
        id={ids.audience}
        value={draft.directory}
        onChange={(e) => setDraft((d) => ({ ...d, directory: e.target.value as PrivacySettings['directory'] }))}
      >
        <option value="public">Everyone (children under 18 only by their parents&rsquo; consent)</option>
        <option value="members">Signed-in members only</option>
      </select>
      {RETENTION_FIELDS.map(({ key, label, max }) => (
        <Fragment key={key}>
          <label htmlFor={ids[key]}>{label}</label>
          <input id={ids[key]} type="number" min={1} max={max} value={draft.retention[key]} onChange={(e) => months(key, e.target.value)} />
        </Fragment>
      ))}
      <div className="form-actions">
        <button type="submit" disabled={save.isPending}>
          Save
        </button>
      </div>
      {save.isSuccess && <p role="status">Saved.</p>}
      {save.isError && <p role="alert">{failureMessage(save.error)}</p>}
    </form>
  );
}
