import type { FamilyDetails } from '@edma/contract/family';
import { useState } from 'react';
import { PencilIcon } from './pencil-icon.tsx';
import { FamilyForm } from './family-form.tsx';

/** Family Information: the household's details, with a view and an edit mode. */
export function FamilyPanel({ family }: { family: FamilyDetails }) {
  const [editing, setEditing] = useState(false);

  return (
    <section className="panel family-panel" aria-labelledby="family-panel-title">
      <div className="panel-heading">
        <h2 id="family-panel-title">Family Information</h2>
        {!editing && (
          <button type="button" className="icon-button" aria-label="Edit family information" onClick={() => setEditing(true)}>
            <PencilIcon />
          </button>
        )}
      </div>
      {editing ? (
        <FamilyForm family={family} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <dl className="details-list">
          <div>
            <dt>House No</dt>
            <dd>{family.house_no}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{[family.address_line, family.location, family.postal_code].filter(Boolean).join(', ')}</dd>
          </div>
          <div>
            <dt>Membership Type</dt>
            <dd>{family.membership_type}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
