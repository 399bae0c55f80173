/** Save and Cancel for the dashboard's edit forms; Save reads Saving... while the request runs. */
export function FormActions({ saving, disabled = saving, onCancel }: { saving: boolean; disabled?: boolean; onCancel: () => void }) {
  return (
    <div className="form-actions">
      <button type="submit" className="button-primary" disabled={disabled}>
        {saving ? 'Saving...' : 'Save'}
      </button>
      <button type="button" className="button-secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </button>
    </div>
  );
}
