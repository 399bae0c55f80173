/** Saves `text` as a file through a temporary `download` link to a Blob's object URL. */
export function downloadTextFile(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the file is a few KB at most.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
