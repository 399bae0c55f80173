import { PRIVACY_API, type PrivacySettings } from '@edma/contract/privacy';
import { useId, useState } from 'react';
import { failureMessage, useApiMutation, useApiQuery } from '../../../../api/use-api.ts';
import { QueryStatus } from '../../query-status.tsx';
import { PrivacyNoticeEditor } from './privacy-notice-editor.tsx';

/** "Privacy": who sees the directory, how long messages and lapsed families are kept, and the privacy notice (audited). */
export function PrivacySection() {
  const settings = useApiQuery(PRIVACY_API.settings, {});
  return (
    <section aria-labelledby="privacy-section-title">
      <h2 id="privacy-section-title">Privacy</h2>
      <QueryStatus query={settings} />
      {settings.data && <PrivacyForm key={JSON.stringify(settings.data.settings)} initial={settings.data.settings} />}
      <PrivacyNoticeEditor />
    </section>
  );
}

function PrivacyForm({ initial }: { initial: PrivacySettings }) {
  const save = useApiMutation(PRIVACY_API.saveSettings, { invalidates: [PRIVACY_API.settings] });
  const [draft, setDraft] = useState(initial);
  const ids = { audience: useId(), messages: useId(), archive: useId(), erase: useId() };
  const months = (key: keyof PrivacySettings['retention'], value: string) =>
    setDraft((d) => ({ ...d, retention: { ...d.retention, [key]: Number(value) } }));
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
      <label htmlFor={ids.messages}>Delete contact messages and sent emails after (months)</label>
      <input
        id={ids.messages}
        type="number"
        min={1}
        max={120}
        value={draft.retention.contactMessageMonths}
        onChange={(e) => months('contactMessageMonths', e.target.value)}
      />
      <label htmlFor={ids.archive}>Archive lapsed families after (months)</label>
      <input
        id={ids.archive}
        type="number"
        min={1}
        max={120}
        value={draft.retention.lapsedArchiveMonths}
        onChange={(e) => months('lapsedArchiveMonths', e.target.value)}
      />
      <label htmlFor={ids.erase}>Erase lapsed families after (months)</label>
      <input
        id={ids.erase}
        type="number"
        min={1}
        max={240}
        value={draft.retention.lapsedEraseMonths}
        onChange={(e) => months('lapsedEraseMonths', e.target.value)}
      />
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
