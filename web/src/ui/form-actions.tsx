import { Button } from './button.tsx';
import './forms.css';

/** Save and Cancel for an edit form; Save reads Saving... while the request runs. */
export function FormActions({ saving, disabled = saving, onCancel }: { saving: boolean; disabled?: boolean; onCancel: () => void }) {
  return (
    <div className="form-actions">
      <Button type="submit" disabled={disabled}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </div>
  );
}
