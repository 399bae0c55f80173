import './forms.css';

/** A labelled progress bar for an upload; `value` runs from 0 to 1. */
export function UploadProgress({ id, value, label = 'Upload progress' }: { id: string; value: number; label?: string }) {
  return (
    <div className="upload-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={1} value={value}>
        {Math.round(value * 100)}%
      </progress>
    </div>
  );
}
